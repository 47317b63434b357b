import { describe, expect, it } from 'vitest';
import { contentLinkSchema, isSafeLinkHref } from '../src/content.ts';

describe('content links', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    '//cdn.example.com/x',
    '/orders/42',
    'orders/42',
    '../help',
    '?tab=2',
    '#top',
    'mailto:help@example.com',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %j', (href) => {
    expect(isSafeLinkHref(href)).toBe(true);
    expect(contentLinkSchema.safeParse({ label: 'x', href }).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'tel:+4912345',
  ])('refuses %j', (href) => {
    expect(isSafeLinkHref(href)).toBe(false);
    const result = contentLinkSchema.safeParse({ label: 'x', href });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['href']);
  });
});
