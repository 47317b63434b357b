import type { Update, UpdatePage } from '@portal/contracts';

/**
 * Update number `id` of a reader: an unread order confirmation in English with a call to action, unless
 * `overrides` say otherwise. Its id is a UUID that ends in `id`.
 */
export function testUpdate(id: number, overrides: Partial<Update> = {}): Update {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    type: 'notification',
    updateType: 'order_confirmation',
    header: `Order ${id} confirmed`,
    body: `Your order ${id} is confirmed.`,
    language: 'en',
    chip: 'order',
    cta: { label: 'View your orders', href: '/orders' },
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    unread: true,
    ...overrides,
  };
}

/**
 * The page of `stored` a `getUpdates` request asks for, as the server answers it: filtered by its `type` and
 * `updateType`, paged by `pageNumber` and `pageSize` (0 and 10 when missing), with the unread count of all of them.
 */
export function updatesPageFor(stored: readonly Update[], request: Request): UpdatePage {
  const query = new URL(request.url).searchParams;
  const pageNumber = Number(query.get('pageNumber') ?? 0);
  const pageSize = Number(query.get('pageSize') ?? 10);
  const type = query.get('type');
  const updateType = query.get('updateType');
  const items = stored.filter(
    (item) => (!type || item.type === type) && (!updateType || item.updateType === updateType),
  );
  return {
    items: items.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
    pageNumber,
    pageSize,
    totalElements: items.length,
    unread: stored.filter((item) => item.unread).length,
  };
}
