import { describe, expect, it } from 'vitest';
import { endpointPath, getBrandPageEndpoint, getGenericPageEndpoint, getSoldTosEndpoint } from '../src/index.ts';

describe('endpointPath', () => {
  it('fills in each parameter as one encoded segment', () => {
    expect(endpointPath(getBrandPageEndpoint, { lang: 'en', brand: 'a/b c' })).toBe(
      '/priv/api/v1/cms/brandpage/en/a%2Fb%20c',
    );
  });

  it('fills a trailing * with a path of its own, its segments encoded one by one', () => {
    expect(endpointPath(getGenericPageEndpoint, { lang: 'de', '*': 'about/our story' })).toBe(
      '/priv/api/v1/cms/de/about/our%20story',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(endpointPath(getSoldTosEndpoint)).toBe(getSoldTosEndpoint.path);
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath(getGenericPageEndpoint, { lang: 'de' })).toThrow('"*"');
  });
});
