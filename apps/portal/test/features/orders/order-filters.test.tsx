import type { OrderFilter } from '@portal/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderFilters } from '../../../src/features/orders/components/order-filters.tsx';
import { Providers, setUpI18n } from '../../support/render.tsx';

beforeAll(setUpI18n);

describe('OrderFilters', () => {
  it('builds a second choice on the first even before the address has caught up with it', () => {
    const changes: OrderFilter[] = [];
    // The list's filter stays as it was: the first choice's navigation has not been rendered yet.
    render(
      <Providers>
        <OrderFilters filter={{}} onChange={(filter) => changes.push(filter)} />
      </Providers>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'invoiced' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'PO-4711' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form') as HTMLFormElement);
    expect(changes).toEqual([{ status: 'invoiced' }, { status: 'invoiced', q: 'PO-4711' }]);
  });
});
