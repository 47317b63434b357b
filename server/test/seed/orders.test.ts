import { orderDetailSchema, orderStatuses } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { loadCustomers } from '../../src/seed/demo-files.ts';
import { generateOrders, loadDemoOrdersFile } from '../../src/seed/orders.ts';

/** The demo orders generator: the same history every time, realistic enough for every screen and filter. */

const file = loadDemoOrdersFile();
const customers = loadCustomers();
const generated = customers.map((customer) => ({ customer, ...generateOrders(customer, file) }));

describe('demo orders', () => {
  it('are the same on every run', () => {
    const again = customers.map((customer) => generateOrders(customer, file));
    expect(again).toEqual(generated.map(({ orders, lines, deliveries }) => ({ orders, lines, deliveries })));
  });

  it("give every sold-to two years' history of its own brands over every season, in several currencies", () => {
    const twoYearsBack = new Date(`${file.referenceDate}T00:00:00Z`);
    twoYearsBack.setUTCFullYear(twoYearsBack.getUTCFullYear() - 2);
    const firstMonth = new Date(twoYearsBack.getTime() + 31 * 86_400_000).toISOString().slice(0, 10);
    const recent = new Date(Date.parse(`${file.referenceDate}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10);
    for (const { customer, orders, deliveries } of generated) {
      const volume = customer.ordersPerSoldTo ?? file.ordersPerSoldTo;
      expect(orders.length).toBeGreaterThanOrEqual(volume.min);
      expect(orders.length).toBeLessThanOrEqual(volume.max);
      expect(orders.every((order) => customer.brands.includes(order.brandId))).toBe(true);
      // A sold-to with a small volume of its own (chain@'s stores) has a few orders, not every season's.
      if (customer.ordersPerSoldTo) continue;
      expect(new Set(orders.map((order) => order.season))).toEqual(new Set(file.seasons.map((entry) => entry.season)));
      // Deliveries (hence invoices) start about two years before the reference date.
      const firstShipped = deliveries.map((delivery) => delivery.shipDate).sort()[0];
      expect(firstShipped && firstShipped <= firstMonth).toBe(true);
      // Only recent shipments still wait for their invoice.
      for (const order of orders.filter((entry) => entry.status === 'shipped')) {
        const own = deliveries.filter((delivery) => delivery.orderId === order.orderId);
        expect(own.some((delivery) => delivery.shipDate >= recent)).toBe(true);
      }
    }
    const all = generated.flatMap(({ orders }) => orders);
    expect(new Set(all.map((order) => order.status))).toEqual(new Set(orderStatuses));
    expect(new Set(all.map((order) => order.currency)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((order) => order.source))).toEqual(new Set(['sap', 'b2b', 'edi']));
  });

  it('have unique numbers and consistent lines, totals and deliveries', () => {
    const orders = generated.flatMap((entry) => entry.orders);
    expect(new Set(orders.map((order) => `${order.source}/${order.orderId}`)).size).toBe(orders.length);
    const lines = generated.flatMap((entry) => entry.lines);
    const deliveries = generated.flatMap((entry) => entry.deliveries);
    expect(new Set(deliveries.map((delivery) => delivery.deliveryNumber)).size).toBe(deliveries.length);
    for (const order of orders) {
      const own = lines.filter((line) => line.orderId === order.orderId && line.source === order.source);
      expect(own).toHaveLength(order.lineCount);
      const total = own.reduce((sum, line) => sum + Number(line.netAmount), 0);
      expect(Number(order.netTotal)).toBeCloseTo(total, 2);
      const shipped = own.reduce((sum, line) => sum + line.shippedQuantity, 0);
      const delivered = deliveries
        .filter((delivery) => delivery.orderId === order.orderId && delivery.source === order.source)
        .flatMap((delivery) => delivery.lines)
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(delivered, order.orderId).toBe(shipped);
      if (order.status === 'open' || order.status === 'confirmed' || order.status === 'cancelled') {
        expect(shipped, order.orderId).toBe(0);
      }
      // What the detail answers is valid against the contract.
      expect(() =>
        orderDetailSchema.shape.requestedDelivery.parse({ from: order.requestedFrom, to: order.requestedTo }),
      ).not.toThrow();
    }
  });
});
