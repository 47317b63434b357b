import { describe, expect, it } from 'vitest';
import { isOnBehalfPagePath } from '../src/sections.ts';

describe('isOnBehalfPagePath (spec 2.5)', () => {
  it('keeps the customer sections allowed on behalf, at their roots and below', () => {
    for (const path of [
      '/dashboard',
      '/documents',
      '/documents/invoice/9000001',
      '/ticket/history',
      '/orders/sap/4500001',
      '/reports/order-intake',
      '/account/company-info',
      '/account/stores/1000101/100010101/10',
      '/faqs/topic/orders',
      '/updates',
      '/returns',
    ]) {
      expect(isOnBehalfPagePath(path), path).toBe(true);
    }
  });

  it('ends the mode on staff tools and pages outside the shell', () => {
    for (const path of ['/customer-search', '/customer-creation-requests', '/etaf', '/order', '/login', '/sold-to']) {
      expect(isOnBehalfPagePath(path), path).toBe(false);
    }
  });
});
