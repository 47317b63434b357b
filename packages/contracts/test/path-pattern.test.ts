import { describe, expect, it } from 'vitest';
import { matchesPathPattern, pathPatternRegExp } from '../src/path-pattern.ts';

// The host's test compares this matcher with React Router's on every pattern of the manifest.
describe('matchesPathPattern', () => {
  it('matches a parameter as one segment, never none or two', () => {
    expect(matchesPathPattern('/orders/:source/:orderId', '/orders/sap/7')).toBe(true);
    expect(matchesPathPattern('/orders/:source/:orderId', '/orders/sap')).toBe(false);
    expect(matchesPathPattern('/orders/:source/:orderId', '/orders/sap/7/8')).toBe(false);
  });

  it('matches a trailing splat with any rest, or none', () => {
    expect(matchesPathPattern('/account/*', '/account')).toBe(true);
    expect(matchesPathPattern('/account/*', '/account/stores/1/2/3')).toBe(true);
    expect(matchesPathPattern('/account/*', '/accounts')).toBe(false);
  });

  it('takes letters in any case and trailing slashes, as the router does', () => {
    expect(matchesPathPattern('/customer-search', '/Customer-Search/')).toBe(true);
  });

  it('reads the pattern literally apart from parameters and the splat', () => {
    expect(matchesPathPattern('/labels/en.json', '/labels/enxjson')).toBe(false);
    expect(matchesPathPattern('/priv/api/v1/orders/:id', '/priv/api/v1/orders/4500001')).toBe(true);
  });

  it('gives one expression per pattern, which the inline preload script runs as its source', () => {
    expect(pathPatternRegExp('/dashboard')).toBe(pathPatternRegExp('/dashboard'));
    expect(new RegExp(pathPatternRegExp('/dashboard').source, 'i').test('/DASHBOARD')).toBe(true);
  });
});
