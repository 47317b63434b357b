import {
  isLanguageId,
  returnWindowDays,
  type Delivery,
  type LanguageId,
  type LineReturnability,
  type OrderDetail,
  type OrderReturnability,
  type OrderStatus,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, customerAccessOf } from '../accounts/index.ts';
import type { OrderRecord } from './order-source.ts';

/** What the caller may see of a sold-to's orders, once allowed to see them at all. */
export interface OrderAccess {
  customerId: string;
  /** Deliveries and tracking: the orderInquiryDeliveries permission. */
  deliveries: boolean;
}

/** The permission a call on orders needs: reading them, or asking whether they can be returned. */
export type OrderPermission = 'orderInquiryNew' | 'returns';

/**
 * Whether the caller may read the orders of `customerId` (the section gate has already checked the section's rule
 * where the caller works now): the accounts module decides whose data the caller may touch (their own sold-to, or
 * staff the customer of their on-behalf session), then the permission it needs there.
 */
export async function orderAccess(
  request: FastifyRequest,
  customerId: string,
  permission: OrderPermission = 'orderInquiryNew',
): Promise<OrderAccess> {
  const { permissions } = await customerAccessOf(request, customerId);
  if (!permissions[permission]) {
    throw httpError(403, `You may not see the orders of customer ${customerId}.`);
  }
  return { customerId, deliveries: permissions.orderInquiryDeliveries };
}

/**
 * `orderAccess` for each sold-to a list across accounts names (ADR 063): 403 naming the first the caller may not
 * touch or lacks the permission in; a sold-to without the permission is refused, not left out, so a view never
 * quietly shows less than it names.
 */
export function ordersAccess(request: FastifyRequest, customerIds: readonly string[]): Promise<OrderAccess[]> {
  return Promise.all(customerIds.map((customerId) => orderAccess(request, customerId)));
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

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What of an order can still be returned on `today`: each line for `returnWindowDays` after the last delivery that
 * carried it arrived (its proof of delivery, else its ship date); a line nothing of which shipped cannot be.
 */
export function returnabilityOf(
  order: OrderRecord,
  deliveries: readonly Delivery[],
  today: string,
): OrderReturnability {
  const lines = order.lines.map((line): LineReturnability => {
    const arrivals = deliveries
      .filter((delivery) => delivery.lines.some((carried) => carried.lineNumber === line.lineNumber))
      .map((delivery) => delivery.proofOfDelivery?.deliveredAt ?? delivery.shipDate)
      .sort();
    const lastArrival = arrivals.at(-1);
    const base = { lineNumber: line.lineNumber, sku: line.sku, styleName: line.styleName };
    const shippedQuantity = line.shippedQuantity;
    if (shippedQuantity === 0 || !lastArrival) {
      const reason = line.status === 'cancelled' ? 'cancelled' : 'not_shipped';
      return { ...base, shippedQuantity, returnableQuantity: 0, returnableUntil: null, reason };
    }
    const returnableUntil = addDays(lastArrival, returnWindowDays);
    const open = today <= returnableUntil;
    return {
      ...base,
      shippedQuantity,
      returnableQuantity: open ? shippedQuantity : 0,
      returnableUntil,
      reason: open ? null : 'window_closed',
    };
  });
  const deadlines = lines.flatMap((line) =>
    line.returnableQuantity > 0 && line.returnableUntil ? [line.returnableUntil] : [],
  );
  return {
    source: order.source,
    orderId: order.orderId,
    brandId: order.brandId,
    returnable: deadlines.length > 0,
    returnableUntil: deadlines.sort().at(-1) ?? null,
    lines,
  };
}

/** The language the caller reads the portal in (their saved preference): files are written in it. */
export async function callerLanguage(request: FastifyRequest): Promise<LanguageId> {
  const { record } = await callerOf(request);
  return isLanguageId(record.language) ? record.language : 'en';
}
