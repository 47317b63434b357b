// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ensureStylesheet } from '../src/stylesheet.ts';

describe('ensureStylesheet', () => {
  it('links the stylesheet once, however often a remote module is evaluated', () => {
    ensureStylesheet('/remotes/documents/assets/styles-abc.css');
    ensureStylesheet('/remotes/documents/assets/styles-abc.css');
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('http://localhost:3000/remotes/documents/assets/styles-abc.css');
  });
});
