import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  orderDetailQuerySchema,
  orderDetailSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderParamsSchema,
  orderReturnabilitySchema,
  orderTotalsQuerySchema,
  orderTotalsSchema,
} from '../orders.ts';

/**
 * Orders (issue 13): a sold-to's order history, one order with its lines and deliveries, and the export. Every
 * call names the sold-to (`customer`): one of the caller's own, or for staff allowed on behalf any customer.
 */

const tag = 'orders';
const section = 'orderHistory';

export const getOrdersEndpoint = defineEndpoint({
  id: 'getOrders',
  method: 'GET',
  path: '/priv/api/v1/orders',
  access: 'portal',
  tag,
  section,
  summary: "A page of the sold-to's orders, newest first, filtered by status, brand, season, order date and q",
  description:
    '`q` matches part of an order number, a PO number or a line’s style code. `totalElements` counts at most ' +
    '10,000 orders (`totalCapped` says when more match). ' +
    '`customer` may name several sold-tos, comma-separated (`1000102,1000103`): each must be the caller’s with the permission, else 403 naming it; the orders of all are merged newest first, each naming its sold-to (`customerId`).',
  query: orderListQuerySchema,
  response: orderPageSchema,
  refusals: [404],
  errorDescription: 'Error getting the orders of customer {customer}',
});

export const getOrderTotalsEndpoint = defineEndpoint({
  id: 'getOrderTotals',
  method: 'GET',
  path: '/priv/api/v1/orders/totals',
  access: 'portal',
  tag,
  section,
  summary: 'Per-currency totals (count, net total) of all orders the list filters match',
  description: 'The same filters as the list, without paging, over every sold-to named (issue 32).',
  query: orderTotalsQuerySchema,
  response: orderTotalsSchema,
  refusals: [404],
  errorDescription: 'Error getting the order totals of customer {customer}',
});

export const getOrderEndpoint = defineEndpoint({
  id: 'getOrder',
  method: 'GET',
  path: '/priv/api/v1/orders/:source/:orderId',
  access: 'portal',
  tag,
  section,
  summary: 'One order of the sold-to with its lines, status timeline and (with orderInquiryDeliveries) deliveries',
  description: 'An order of another sold-to, or none by that number, answers 404.',
  params: orderParamsSchema,
  query: orderDetailQuerySchema,
  response: orderDetailSchema,
  refusals: [404],
  errorDescription: 'Error getting the order {orderId}',
});

/**
 * Not called through `callEndpoint` (its answer is a file, not JSON): the portal downloads it with the declaration's
 * path and shows the progress of the stream.
 */
export const exportOrdersEndpoint = defineEndpoint({
  id: 'exportOrders',
  method: 'GET',
  path: '/priv/api/v1/orders/export',
  access: 'portal',
  tag,
  section,
  summary: "The sold-to's order lines matching the list's filters, as a CSV or XLSX file streamed as it is read",
  description:
    'One row per order line, newest order first; the fields of the order and the line in the caller’s language ' +
    '(headers, statuses, order system), with brand names. `text/csv` (UTF-8, comma-separated, header row, ISO ' +
    'dates; text that starts like a formula begins with a quote) or an XLSX workbook with one sheet (typed dates, ' +
    'amounts in the order’s currency, a frozen, filtered header row). Several sold-tos (comma-separated, each ' +
    'checked) add a first column naming each line’s sold-to.',
  query: orderExportQuerySchema,
  mediaTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: z
    .string()
    .describe('The file: text/csv, or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  refusals: [404],
  errorDescription: 'Error exporting the orders of customer {customer}',
});

/** The return-eligibility modal's question, asked before the returns tool opens (the returns section's call). */
export const getOrderReturnabilityEndpoint = defineEndpoint({
  id: 'getOrderReturnability',
  method: 'GET',
  path: '/priv/api/v1/orders/:source/:orderId/returnability',
  access: 'portal',
  tag,
  section: 'returns',
  summary: 'Whether an order and each of its lines can still be returned, until when, and why not',
  description:
    'A line is returnable for `returnWindowDays` days after its last delivery arrived (proof of delivery, else ship ' +
    'date). An order of another sold-to, or none by that number, answers 404.',
  params: orderParamsSchema,
  query: orderDetailQuerySchema,
  response: orderReturnabilitySchema,
  refusals: [404],
  errorDescription: 'Error getting the returnability of order {orderId}',
});
