import { z } from 'zod';
import { customerIdListSchema, customerIdSchema } from './accounts.ts';
import { brandCatalogue } from './brands.ts';
import { cursorField, encodeCursor, nextCursorField } from './paging.ts';

/**
 * Orders (issue 13): a sold-to's orders from the group's order systems, read through the server's `OrderSource`.
 * Dates without a time are ISO dates (`2026-03-14`); amounts are numbers in the order's currency (2 decimals).
 */

/** The order system an order comes from: SAP, the B2B shop, or EDI. */
export const orderSources = ['sap', 'b2b', 'edi'] as const;
export type OrderSourceId = (typeof orderSources)[number];

/** An order's (and a line's) status, in the order it normally moves through them; cancelled ends it early. */
export const orderStatuses = ['open', 'confirmed', 'partially_shipped', 'shipped', 'invoiced', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Export file formats. */
export const orderExportFormats = ['csv', 'xlsx'] as const;
export type OrderExportFormat = (typeof orderExportFormats)[number];

/** At most this many orders are counted for a list's `totalElements`; more are reported as this many, capped. */
export const orderCountCap = 10_000;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const daysOfMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Whether `YYYY-MM-DD` names a day of the (proleptic) Gregorian calendar. Counted, not parsed with `Date`: every
 * answer with dates is checked against its schema as the server sends it, some hundred dates a list page.
 */
export function isExistingDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (daysOfMonth[month - 1] ?? 0));
}

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const isoDateSchema = z
  .string()
  .regex(isoDatePattern, 'must be a date YYYY-MM-DD')
  .refine(isExistingDate, 'must be a date that exists');

/** A season: spring/summer or fall/winter and the year's last two digits, e.g. `SS26`, `FW25`. */
export const seasonSchema = z.string().regex(/^(SS|FW)\d{2}$/, 'must be a season such as SS26 or FW25');
export const orderIdSchema = z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, 'must be an order number');
const brandIds = brandCatalogue.map((brand) => brand.id) as [string, ...string[]];
export const orderBrandIdSchema = z.enum(brandIds, { message: 'must be a brand id of the catalogue' });
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code');

const quantity = z.number().int().min(0);
const amount = z.number();

/** A delivery window: the first and last day goods may arrive. */
export const deliveryWindowSchema = z.object({ from: isoDateSchema, to: isoDateSchema });

export const orderShipToSchema = z.object({
  /** The ship-to's partner number in the sold-to's hierarchy. */
  id: z.string(),
  name: z.string(),
});

/** An order as the list shows it. */
export const orderSummarySchema = z.object({
  source: z.enum(orderSources),
  orderId: z.string(),
  customerId: z.string(),
  shipTo: orderShipToSchema,
  brandId: z.string(),
  season: z.string(),
  /** The customer's purchase order number (some brands require one). */
  poNumber: z.string().nullable(),
  orderDate: isoDateSchema,
  requestedDelivery: deliveryWindowSchema,
  /** Once the brand confirmed the order. */
  confirmedDelivery: deliveryWindowSchema.nullable(),
  status: z.enum(orderStatuses),
  currency: currencySchema,
  netTotal: amount,
  lineCount: z.number().int().min(0),
  orderedQuantity: quantity,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderLineSchema = z.object({
  lineNumber: z.number().int().min(1),
  style: z.string(),
  styleName: z.string(),
  colour: z.string(),
  colourName: z.string(),
  size: z.string(),
  sku: z.string(),
  orderedQuantity: quantity,
  confirmedQuantity: quantity,
  shippedQuantity: quantity,
  unitPrice: amount,
  /** orderedQuantity x unitPrice, less cancelled quantities once confirmed. */
  netAmount: amount,
  status: z.enum(orderStatuses),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const deliveryLineSchema = z.object({ lineNumber: z.number().int().min(1), sku: z.string(), quantity });

export const deliverySchema = z.object({
  deliveryNumber: z.string(),
  shipDate: isoDateSchema,
  carrier: z.string(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for this parcel, when the carrier has one. */
  trackingUrl: z.string().url().nullable(),
  /** Proof of delivery, once the carrier reported the goods received. */
  proofOfDelivery: z.object({ deliveredAt: isoDateSchema, signedBy: z.string() }).nullable(),
  lines: z.array(deliveryLineSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** One step of an order's status timeline: the status reached and the day it was reached. */
export const orderTimelineStepSchema = z.object({ status: z.enum(orderStatuses), date: isoDateSchema });

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  timeline: z.array(orderTimelineStepSchema),
  /** The deliveries with their tracking; null when the caller lacks the orderInquiryDeliveries permission. */
  deliveries: z.array(deliverySchema).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The filters of the list and of the export. */
const orderFilterShape = {
  /** One sold-to, or several comma-separated (the view across accounts): every one is checked. */
  customer: customerIdListSchema,
  status: z.enum(orderStatuses).optional(),
  brand: orderBrandIdSchema.optional(),
  season: seasonSchema.optional(),
  /** First order date included. */
  from: isoDateSchema.optional(),
  /** Last order date included. */
  to: isoDateSchema.optional(),
  /** Part of an order number, a PO number or a line's style code (case-insensitive). */
  q: z.string().trim().max(60, 'must be at most 60 characters').optional(),
};

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const fromNotAfterToError = { message: 'must not be before from', path: ['to'] };

/** The list's sort key (newest first): order date, then source and order number as tie-breakers. */
export interface OrderKey {
  orderDate: string;
  source: OrderSourceId;
  orderId: string;
}

/** The cursor of the page after the one ending with `order` (ADR 075). */
export const orderCursorOf = (order: OrderKey) => encodeCursor([order.orderDate, order.source, order.orderId]);

const orderKeySchema = z
  .tuple([isoDateSchema, z.enum(orderSources), orderIdSchema])
  .transform(([orderDate, source, orderId]): OrderKey => ({ orderDate, source, orderId }));

export const orderListQuerySchema = z
  .object({
    ...orderFilterShape,
    pageNumber: z.coerce.number().int().min(0).max(1000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /**
     * The `nextCursor` of the page before (ADR 075): the page is then read from after that page's last order, and
     * `pageNumber` only says which page it is. Without it the page is read by `pageNumber` (a jump, a deep link).
     */
    after: cursorField(orderKeySchema),
  })
  .refine(fromNotAfterTo, fromNotAfterToError);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderExportQuerySchema = z
  .object({ ...orderFilterShape, format: z.enum(orderExportFormats).default('csv') })
  .refine(fromNotAfterTo, fromNotAfterToError);
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** The list's filters without paging: what the totals call takes. */
export const orderTotalsQuerySchema = z.object(orderFilterShape).refine(fromNotAfterTo, fromNotAfterToError);

/** Per-currency totals of every order the list's filters match (all pages, not only one). */
export const orderTotalsSchema = z.object({
  totals: z.array(z.object({ currency: currencySchema, count: z.number().int(), netTotal: amount })),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** What the list's filters are, without paging or the customer. */
export type OrderFilter = Omit<OrderListQuery, 'customer' | 'pageNumber' | 'pageSize' | 'after'>;

export const orderPageSchema = z.object({
  items: z.array(orderSummarySchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** The number of matching orders, at most `orderCountCap` (then `totalCapped` is true). */
  totalElements: z.number().int(),
  /** More orders match than were counted: show the total as "10,000+" and ask for a narrower filter. */
  totalCapped: z.boolean(),
  ...nextCursorField,
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderParamsSchema = z.object({
  source: z.enum(orderSources),
  orderId: orderIdSchema,
});
export const orderDetailQuerySchema = z.object({ customer: customerIdSchema });

/** Days after delivery (proof of delivery, else ship date) during which shipped goods may be returned. */
export const returnWindowDays = 60;
/** Why a line cannot be returned: nothing of it shipped, it was cancelled, or its return window has closed. */
export const returnRefusalReasons = ['not_shipped', 'cancelled', 'window_closed'] as const;
export type ReturnRefusalReason = (typeof returnRefusalReasons)[number];

export const lineReturnabilitySchema = z.object({
  lineNumber: z.number().int().min(1),
  sku: z.string(),
  styleName: z.string(),
  shippedQuantity: quantity,
  /** What may be sent back now: the shipped quantity while the window is open, else 0. */
  returnableQuantity: quantity,
  /** The last day a return may be requested; null when nothing of the line was delivered. */
  returnableUntil: isoDateSchema.nullable(),
  reason: z.enum(returnRefusalReasons).nullable(),
});
export type LineReturnability = z.infer<typeof lineReturnabilitySchema>;

/** Whether an order (and each of its lines) can still be returned, and why not (the return-eligibility modal). */
export const orderReturnabilitySchema = z.object({
  source: z.enum(orderSources),
  orderId: z.string(),
  brandId: z.string(),
  returnable: z.boolean(),
  /** The last day any of its lines may still be returned. */
  returnableUntil: isoDateSchema.nullable(),
  lines: z.array(lineReturnabilitySchema),
});
export type OrderReturnability = z.infer<typeof orderReturnabilitySchema>;
