import { publish } from '@portal/portal-kit';
import { storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BrandSelectionModal,
  selectableBrandIds,
} from '../../../src/features/brand-selection/components/brand-selection-modal.tsx';
import { allCustomerCodes, permissionsRecord, soldTo } from '../../support/fixtures.ts';
import { Providers, resetBrowserState, setUpI18n } from '../../support/render.tsx';

beforeAll(setUpI18n);
afterEach(resetBrowserState);

async function renderModal(activeBrands: string[]) {
  storePermissions(
    permissionsRecord({
      activeBrands,
      portalPrivileges: [{ customer: '1000001', enabled: allCustomerCodes, role: 'CUSTOMER', legacyBrandList: [] }],
    }),
  );
  storeSelectedSoldTo(soldTo('1000001'));
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <BrandSelectionModal /> },
      { path: '/order', element: <p>order page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  act(() => publish('brandSelectionModal', { show: true, legacyId: 'ORDERMANAGEMENT' }));
  // The modal's code loads when it first opens.
  await screen.findByRole('dialog');
  return router;
}

describe('BrandSelectionModal (spec 4, brand selection)', () => {
  it('lists the active brands by orderBrand and goes to the module page with the redirect parameters', async () => {
    const router = await renderModal(['70', '50', '40']);
    const dialog = screen.getByRole('dialog', { name: 'Choose a brand' });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^(?!Close)/ })
        .map((button) => button.textContent),
    ).toEqual(['The North Face', 'Vans', 'Altra']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vans' }));
    expect(router.state.location.pathname).toBe('/order');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      brandId: '50',
      legacyId: 'ORDERMANAGEMENT',
      language: 'en',
      redirect: 'true',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the user has no active brands', async () => {
    await renderModal([]);
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toBeInTheDocument();
  });

  it('narrows to the module’s brand list when the privilege names one', () => {
    const brands = [
      { id: '40', department: 'ZT', label: 'The North Face' },
      { id: '50', department: 'ZV', label: 'Vans' },
    ];
    expect(selectableBrandIds(brands, 'B2B', [])).toEqual(['40', '50']);
    expect(selectableBrandIds(brands, 'B2B', [{ module: 'B2B', brands: ['50'] }])).toEqual(['50']);
    expect(selectableBrandIds(null, 'B2B', [])).toEqual([]);
  });

  it('offers the brands published as the brands item (spec 4), not only those of the first record', async () => {
    await renderModal(['40']);
    act(() => storePermissions(permissionsRecord({ activeBrands: ['40', '45'] })));
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('button', { name: /^(?!Close)/ })
        .map((button) => button.textContent),
    ).toEqual(['The North Face', 'Timberland']);
  });
});
