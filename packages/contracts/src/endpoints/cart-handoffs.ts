import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isoDateSchema, orderDetailQuerySchema, orderLineSchema, orderParamsSchema, orderSources } from '../orders.ts';

/**
 * "Order again" (issue 33): an order's lines handed to the brand's B2B shop as a short-lived, single-use cart
 * hand-off that the shop redeems server to server, and the same lines as a quick-order file (ADR 065).
 */

/** How long a hand-off may be redeemed after it was made. */
export const cartHandoffLifetimeMinutes = 15;

/** The header the shop sends the integration secret in when it redeems a hand-off. */
export const integrationSecretHeader = 'x-integration-secret';

/** A hand-off's token: 43 characters of base64url (32 random bytes). */
export const cartHandoffTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a cart hand-off token');

/** One line to order again: what the shop needs to fill its cart. */
export const cartLineSchema = orderLineSchema
  .pick({ style: true, styleName: true, colour: true, colourName: true, size: true, sku: true })
  .extend({
    /** The quantity the order asked for. */
    quantity: z.number().int().min(1),
  });
export type CartLine = z.infer<typeof cartLineSchema>;

/** What "Order again" answers: the token and the shop's address carrying it. */
export const cartHandoffCreatedSchema = z.object({
  token: cartHandoffTokenSchema,
  /** The legacy B2B link (brand, language, the configured parameter) with `handoff=<token>`. */
  url: z.string().url(),
  expiresAt: z.string().datetime({ offset: true }),
});
export type CartHandoffCreated = z.infer<typeof cartHandoffCreatedSchema>;

/** What the shop receives when it redeems a hand-off (once). */
export const cartHandoffSchema = z.object({
  customerId: z.string(),
  brandId: z.string(),
  /** The language the buyer reads the portal in (the shop may open in it). */
  language: z.string(),
  order: z.object({ source: z.enum(orderSources), orderId: z.string(), orderDate: isoDateSchema }),
  /** The lines whose styles the brand still sells, in the order's line order. */
  lines: z.array(cartLineSchema),
  /** Lines of styles the brand no longer sells: listed apart, for the buyer to replace. */
  notSold: z.array(cartLineSchema),
  expiresAt: z.string().datetime({ offset: true }),
});
export type CartHandoff = z.infer<typeof cartHandoffSchema>;

export const cartHandoffParamsSchema = z.object({ token: cartHandoffTokenSchema });

const tag = 'orders';
const section = 'orderHistory';

export const createCartHandoffEndpoint = defineEndpoint({
  id: 'createCartHandoff',
  method: 'POST',
  path: '/priv/api/v1/orders/:source/:orderId/reorder',
  access: 'portal',
  tag,
  section,
  summary: "Order again: hands the order's lines to the brand's B2B shop as a single-use cart hand-off",
  description:
    'For a caller who may read the order and holds the B2B shop access (ecommerceExternal) for its brand. The ' +
    `hand-off lives ${cartHandoffLifetimeMinutes} minutes and is redeemed once by the shop ` +
    '(`GET /api/integration/cart-handoffs/{token}`). An order of another sold-to, or none by that number, answers 404.',
  params: orderParamsSchema,
  query: orderDetailQuerySchema,
  response: cartHandoffCreatedSchema,
  status: 201,
  refusals: [404],
  errorDescription: 'Error ordering again order {orderId}',
});

/**
 * Not called through `callEndpoint` (its answer is a file): the portal downloads it with the declaration's path.
 */
export const getQuickOrderFileEndpoint = defineEndpoint({
  id: 'getQuickOrderFile',
  method: 'GET',
  path: '/priv/api/v1/orders/:source/:orderId/quick-order',
  access: 'portal',
  tag,
  section,
  summary: "The order's lines to order again as a quick-order CSV file, for shops that import files",
  description:
    'The lines a hand-off would carry, with their styles still sold: `style,colour,size,sku,quantity,styleName,' +
    'colourName` (UTF-8, comma-separated, header row; text that starts like a formula begins with a quote). The ' +
    'same access as "Order again".',
  params: orderParamsSchema,
  query: orderDetailQuerySchema,
  mediaTypes: ['text/csv'],
  response: z.string().describe('The file: text/csv'),
  refusals: [404],
  errorDescription: 'Error downloading the quick-order file of order {orderId}',
});

/** Server to server: no bearer token, the integration secret in `X-Integration-Secret`. */
export const redeemCartHandoffEndpoint = defineEndpoint({
  id: 'redeemCartHandoff',
  method: 'GET',
  path: '/api/integration/cart-handoffs/:token',
  access: 'public',
  tag: 'integration',
  summary: 'The B2B shop redeems a cart hand-off: its lines, once',
  description:
    'Called by the shop with the integration secret in the `X-Integration-Secret` header (401 without it or with ' +
    'another). 200 with the lines the first time; 410 once redeemed or expired; 404 for a token never made.',
  params: cartHandoffParamsSchema,
  response: cartHandoffSchema,
  refusals: [401, 404, 410],
  errorDescription: 'Error redeeming a cart hand-off',
});
