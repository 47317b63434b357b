import { derivePermissions, type Delivery, type OrderDetail, type OrderStatus } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { assertOwnCustomer, callerOf, findCustomer, permissionsFor } from '../accounts/index.ts';
import type { OrderRecord } from './order-source.ts';

/** What the caller may see of a sold-to's orders, once allowed to see them at all. */
export interface OrderAccess {
  customerId: string;
  /** Deliveries and tracking: the orderInquiryDeliveries permission. */
  deliveries: boolean;
}

/**
 * Whether the caller may read the orders of `customerId` (the section gate has already checked the orderHistory
 * section's rule where the caller works now). External users: one of their own sold-tos (else 403, as every
 * `customer` parameter of the API), with orderInquiryNew in that sold-to's entry. Internal users: acting on behalf
 * (the onBehalf permission), with the on-behalf orderInquiryNew, for a customer that exists (else 404).
 */
export async function orderAccess(request: FastifyRequest, customerId: string): Promise<OrderAccess> {
  const caller = await callerOf(request);
  if (caller.internal) {
    if (!permissionsFor(caller, null).onBehalf) {
      throw httpError(403, `You may not see the orders of customer ${customerId}.`);
    }
    const onBehalf = derivePermissions(caller.record, { soldToId: customerId, actingOnBehalf: true });
    if (!onBehalf.orderInquiryNew) throw httpError(403, `You may not see orders on behalf of customers.`);
    if (!(await findCustomer(request.server.db, customerId))) {
      throw httpError(404, `Customer ${customerId} does not exist.`);
    }
    return { customerId, deliveries: onBehalf.orderInquiryDeliveries };
  }
  assertOwnCustomer(caller, customerId);
  const permissions = permissionsFor(caller, customerId);
  if (!permissions.orderInquiryNew) {
    throw httpError(403, `You may not see the orders of customer ${customerId}.`);
  }
  return { customerId, deliveries: permissions.orderInquiryDeliveries };
}

/**
 * The days an order reached each status: ordered (open), confirmed, first and last shipment, invoiced,
 * cancelled. Shipping days come from the deliveries: partially shipped when a delivery left before the last one
 * (or the order is not shipped in full), shipped on the last delivery's day once the order is shipped in full.
 */
export function timelineOf(
  order: OrderRecord,
  deliveries: readonly Delivery[],
): Array<{ status: OrderStatus; date: string }> {
  const steps: Array<{ status: OrderStatus; date: string }> = [{ status: 'open', date: order.orderDate }];
  if (order.confirmedOn) steps.push({ status: 'confirmed', date: order.confirmedOn });
  const shipDates = deliveries.map((delivery) => delivery.shipDate).sort();
  const first = shipDates[0];
  const last = shipDates[shipDates.length - 1];
  const shippedInFull = order.status === 'shipped' || order.status === 'invoiced';
  if (first && (!shippedInFull || first !== last)) steps.push({ status: 'partially_shipped', date: first });
  if (last && shippedInFull) steps.push({ status: 'shipped', date: last });
  if (order.invoicedOn) steps.push({ status: 'invoiced', date: order.invoicedOn });
  if (order.cancelledOn) steps.push({ status: 'cancelled', date: order.cancelledOn });
  return steps;
}

/** The detail as the API answers it: deliveries only for callers with the permission. */
export function orderDetailOf(order: OrderRecord, deliveries: readonly Delivery[], access: OrderAccess): OrderDetail {
  const { lines, confirmedOn, invoicedOn, cancelledOn, ...summary } = order;
  void confirmedOn;
  void invoicedOn;
  void cancelledOn;
  return {
    ...summary,
    lines,
    timeline: timelineOf(order, deliveries),
    deliveries: access.deliveries ? [...deliveries] : null,
  };
}
