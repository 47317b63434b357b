import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  cartHandoffLifetimeMinutes,
  type CartHandoff,
  type CartHandoffCreated,
  type CartLine,
  type OrderSourceId,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { customerAccessOf, legacyUrl } from '../accounts/index.ts';
import { discontinuedStylesOf, insertCartHandoff, redeemCartHandoffRow } from './cart-handoff-store.ts';
import type { OrderRecord } from './order-source.ts';
import { callerLanguage, orderAccess } from './service.ts';

/**
 * "Order again" (issue 33, ADR 065): an order's lines handed to the brand's B2B shop through a short-lived,
 * single-use hand-off that the shop redeems server to server, and the same lines as a quick-order file.
 */

/** The lines to order again, split into those of styles still sold and those the brand no longer sells. */
export interface ReorderLines {
  lines: CartLine[];
  notSold: CartLine[];
}

/**
 * The order of `customerId` whose lines the caller may hand to the shop: they may read it (orderInquiryNew) and
 * hold the brand's B2B shop access there (ecommerceExternal, narrowed to the brands of the entry's B2B list when it
 * names some, spec 3 legacyBrandList). 403 without either, 404 for an order the sold-to does not have.
 */
export async function reorderableOrder(
  request: FastifyRequest,
  customerId: string,
  source: OrderSourceId,
  orderId: string,
): Promise<OrderRecord> {
  await orderAccess(request, customerId);
  const { permissions } = await customerAccessOf(request, customerId);
  if (!permissions.ecommerceExternal) {
    throw httpError(403, `You have no B2B shop access for customer ${customerId}.`);
  }
  const order = await request.server.orderSource.detail(customerId, source, orderId);
  if (!order) throw httpError(404, `Order ${source}/${orderId} was not found for customer ${customerId}.`);
  const shopBrands = permissions.legacyBrandList.find((entry) => entry.module === 'B2B')?.brands ?? [];
  if (shopBrands.length > 0 && !shopBrands.includes(order.brandId)) {
    throw httpError(403, `You have no B2B shop access for brand ${order.brandId}.`);
  }
  return order;
}

/** The order's lines with a quantity, in line order, split by whether the brand still sells their style. */
export async function reorderLinesOf(app: FastifyInstance, order: OrderRecord): Promise<ReorderLines> {
  const ordered = order.lines.filter((line) => line.orderedQuantity > 0);
  const gone = await discontinuedStylesOf(
    app.db,
    order.brandId,
    ordered.map((line) => line.style),
  );
  const result: ReorderLines = { lines: [], notSold: [] };
  for (const line of ordered) {
    const cartLine: CartLine = {
      style: line.style,
      styleName: line.styleName,
      colour: line.colour,
      colourName: line.colourName,
      size: line.size,
      sku: line.sku,
      quantity: line.orderedQuantity,
    };
    (gone.has(line.style) ? result.notSold : result.lines).push(cartLine);
  }
  return result;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Makes a hand-off of the order's lines and answers its token and the shop's address carrying it. */
export async function createCartHandoff(
  request: FastifyRequest,
  customerId: string,
  source: OrderSourceId,
  orderId: string,
): Promise<CartHandoffCreated> {
  const order = await reorderableOrder(request, customerId, source, orderId);
  const { caller } = await customerAccessOf(request, customerId);
  const app = request.server;
  const { lines, notSold } = await reorderLinesOf(app, order);
  const language = await callerLanguage(request);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + cartHandoffLifetimeMinutes * 60_000);
  await insertCartHandoff(app.db, {
    tokenHash: hashOf(token),
    customerId,
    createdBy: caller.userId,
    order: { source: order.source, orderId: order.orderId, orderDate: order.orderDate },
    brandId: order.brandId,
    language,
    lines,
    notSold,
    expiresAt,
  });
  const url = new URL(legacyUrl(app.config, 'B2B', { brand: order.brandId, language }));
  url.searchParams.set('handoff', token);
  return { token, url: url.href, expiresAt: expiresAt.toISOString() };
}

/** Whether `presented` is the integration secret, compared in constant time (digests of equal length). */
export function isIntegrationSecret(secret: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}

/**
 * Redeems a hand-off once: its lines, or 410 when it was redeemed or has expired, 404 for a token never made.
 * The shop's call and the built-in stand-in both redeem through this.
 */
export async function redeemCartHandoff(app: FastifyInstance, token: string): Promise<CartHandoff> {
  const result = await redeemCartHandoffRow(app.db, hashOf(token));
  if (result.outcome !== 'redeemed') {
    throw result.outcome === 'gone'
      ? httpError(410, 'This cart hand-off was already redeemed or has expired.')
      : httpError(404, 'No cart hand-off was made with this token.');
  }
  const { handoff } = result;
  return {
    customerId: handoff.customerId,
    brandId: handoff.brandId,
    language: handoff.language,
    order: handoff.order,
    lines: handoff.lines,
    notSold: handoff.notSold,
    expiresAt: handoff.expiresAt.toISOString(),
  };
}
