import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../../src/features/auth/return-to.ts';

describe('safeReturnTo', () => {
  it('keeps a path of the portal with its query and hash', () => {
    expect(safeReturnTo('/documents?page=2#top')).toBe('/documents?page=2#top');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', 42, undefined])(
    'sends %s to the dashboard instead of another origin',
    (value) => {
      expect(safeReturnTo(value)).toBe('/dashboard');
    },
  );

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnTo('/login/callback?code=x')).toBe('/dashboard');
  });
});
