import { paths } from '@portal/contracts';
import { Navigate, Route, Routes } from 'react-router';
import { BrandListPage } from './brand-list-page.tsx';
import { BrandPage } from './brand-page.tsx';

/** Everything under `/brands/*` (spec 2.1): the list and each brand's page. */
export function BrandsRoutes() {
  return (
    <Routes>
      <Route index element={<BrandListPage />} />
      <Route path="shop/:brandId" element={<BrandPage />} />
      <Route path="*" element={<Navigate to={paths.brands.root} replace />} />
    </Routes>
  );
}
