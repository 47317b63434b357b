import { getDocumentsEndpoint, getDocumentTotalsEndpoint, type DocumentPage } from '@portal/contracts';
import { allPrivilegeCodes, mockEndpoint, renderRemotePage, startMockServer } from '@portal/portal-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';
import { testDocument } from './document-fixture.ts';

/**
 * The documents list paged by cursor (ADR 075): "next" reads on from the shown page's `nextCursor` and keeps it in
 * the address, so a reload asks for the same page; "previous" and an address without a cursor go by page number.
 */

const requests: URLSearchParams[] = [];
startMockServer(
  mockEndpoint(getDocumentsEndpoint, (request): DocumentPage => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    const pageNumber = Number(query.get('pageNumber'));
    return {
      items: [testDocument({ documentId: `90101001${String(pageNumber).padStart(2, '0')}` })],
      pageNumber,
      pageSize: 20,
      totalElements: 45,
      totalCapped: false,
      nextCursor: pageNumber < 2 ? `cursor-after-${pageNumber}` : null,
    };
  }),
  mockEndpoint(getDocumentTotalsEndpoint, { totals: [] }),
);

beforeEach(() => {
  requests.length = 0;
});

async function renderAt(path: string) {
  return (await renderRemotePage(remoteModule, path, { enabled: allPrivilegeCodes })).router;
}

describe('the documents list paged by cursor', () => {
  it("reads the next page from the shown page's cursor and keeps the cursor in the address", async () => {
    const router = await renderAt('/documents/invoice?status=paid');
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(router.state.location.search).toBe('?status=paid&page=2&after=cursor-after-0');
    expect(Object.fromEntries(requests.at(-1) ?? [])).toMatchObject({
      status: 'paid',
      pageNumber: '1',
      after: 'cursor-after-0',
    });
  });

  it('asks for a reloaded page with its cursor, and goes back by page number', async () => {
    const router = await renderAt('/documents/invoice?page=3&after=cursor-after-1');
    await screen.findByText('Page 3 of 3');
    expect(requests.at(-1)?.get('after')).toBe('cursor-after-1');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 2 of 3');
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.at(-1)?.get('pageNumber')).toBe('1');
    expect(requests.at(-1)?.has('after')).toBe(false);
  });
});
