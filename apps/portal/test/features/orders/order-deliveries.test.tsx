import type { OrderDetail } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderDeliveries } from '../../../src/features/orders/components/order-deliveries.tsx';
import { Providers, setUpI18n } from '../../support/render.tsx';

/** A delivery's units and lines, each counted with its own plural. */

beforeAll(setUpI18n);

const delivery = (quantities: number[]) => ({
  deliveryNumber: '80001',
  shipDate: '2026-11-02',
  carrier: 'DHL',
  trackingNumber: null,
  trackingUrl: null,
  proofOfDelivery: null,
  lines: quantities.map((quantity, index) => ({ lineNumber: index + 1, sku: `SKU-${index}`, quantity })),
});

function renderDeliveries(quantities: number[]) {
  const order = { deliveries: [delivery(quantities)] } as unknown as OrderDetail;
  render(
    <Providers>
      <OrderDeliveries order={order} />
    </Providers>,
  );
}

describe('OrderDeliveries', () => {
  it('says 1 unit in 1 line', () => {
    renderDeliveries([1]);
    expect(screen.getByText('1 unit in 1 line')).toBeVisible();
  });

  it('says 1,200 units in 2 lines', () => {
    renderDeliveries([200, 1000]);
    expect(screen.getByText('1,200 units in 2 lines')).toBeVisible();
  });
});
