import { describe, expect, it } from 'vitest';
import {
  documentCursorOf,
  documentListQuerySchema,
  encodeCursor,
  orderCursorOf,
  orderListQuerySchema,
} from '../src/index.ts';

describe('list cursors (ADR 075)', () => {
  it('read back as the sort key they were made of', () => {
    const key = { orderDate: '2026-03-14', source: 'sap', orderId: '4510100001' } as const;
    const cursor = orderCursorOf(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(orderListQuerySchema.parse({ customer: '1000101', after: cursor }).after).toEqual(key);
    const document = { issueDate: '2026-01-31', documentId: 'INV-900001' };
    expect(
      documentListQuerySchema.parse({ customer: '1000101', type: 'invoice', after: documentCursorOf(document) }),
    ).toMatchObject({ after: document });
  });

  it('are optional: without one the page is read by its number', () => {
    const query = orderListQuerySchema.parse({ customer: '1000101', pageNumber: '3' });
    expect(query.pageNumber).toBe(3);
    expect(query.after).toBeUndefined();
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', encodeCursor(['x']).slice(2)],
    ['the wrong number of values', encodeCursor(['2026-03-14', 'sap'])],
    ['a date that does not exist', encodeCursor(['2026-02-30', 'sap', '4510100001'])],
    ['an unknown source', encodeCursor(['2026-03-14', 'ftp', '4510100001'])],
    ['an order number out of shape', encodeCursor(['2026-03-14', 'sap', "1' or '1'='1"])],
    ['a document cursor', documentCursorOf({ issueDate: '2026-01-31', documentId: 'INV-1' })],
    ['too long', 'A'.repeat(401)],
  ])('refuse %s, naming after', (_, after) => {
    const parsed = orderListQuerySchema.safeParse({ customer: '1000101', after });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['after']]);
  });
});
