import { brandIcons, catalogueBrands, paths } from '@portal/contracts';
import { useBrands } from '@portal/portal-kit';
import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoActiveBrandsAlert } from '../../../components/no-active-brands-alert.tsx';
import { brandsNamespace } from '../labels.ts';

/** `/brands`: the user's brands (the `brands` item) in catalogue order (spec 9), each leading to its brand page. */
export function BrandListPage() {
  const { t } = useTranslation(brandsNamespace);
  const brands = catalogueBrands(
    (useBrands() ?? []).map((brand) => brand.id),
    'order',
  );

  return (
    <>
      <PageHeader title={t('title')} description={brands.length ? t('intro') : undefined} />
      <NoActiveBrandsAlert className="mb-6" />
      {brands.length ? (
        <ul aria-label={t('list_label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {brands.map((brand) => (
            <li
              key={brand.id}
              className="relative flex items-center gap-4 rounded-card border border-line bg-surface p-4 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand hover:border-brand"
            >
              <img
                src={brandIcons(brand.slug).plain}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 shrink-0"
              />
              <h2 className="text-base font-semibold text-ink">
                {/* The whole card follows the link; its name is the brand's. */}
                <Link
                  to={paths.brands.shop(brand.id)}
                  className="outline-none after:absolute after:inset-0 after:rounded-card hover:underline"
                >
                  {brand.label}
                </Link>
              </h2>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
