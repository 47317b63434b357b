import type { DocumentSummary } from '@portal/contracts';

/** An overdue invoice of the test sold-to (`testSoldTo`), with what a test changes. */
export function testDocument(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    type: 'invoice',
    documentId: '9010100001',
    customerId: '1000101',
    brandId: '40',
    issueDate: '2026-10-01',
    dueDate: '2026-10-31',
    currency: 'GBP',
    netAmount: 100,
    taxAmount: 20,
    grossAmount: 120,
    openAmount: 120,
    status: 'overdue',
    ...overrides,
  };
}
