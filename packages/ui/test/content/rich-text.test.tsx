import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsAnchorBindingDelayMs, RichText } from '../../src/content/rich-text.tsx';
import { plainTextOf, prepareRichText, sanitizeHtml } from '../../src/content/sanitize-html.ts';

describe('sanitizing CMS HTML', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi</p><script>steal()</script><img src="x.png" onerror="steal()" alt="x"><a href="javascript:steal()">x</a><style>*{}</style>',
    );
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onclick');
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('<style');
    expect(clean).toContain('<p>Hi</p>');
  });

  it('opens links to other sites in a new tab with rel noopener, and says so', () => {
    const html = prepareRichText('<a href="https://example.com">Partner</a> <a href="/orders">Orders</a>', {
      newTabLabel: 'opens in a new tab',
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    const [external, internal] = [...container.querySelectorAll('a')];
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external?.textContent).toBe('Partner (opens in a new tab)');
    expect(internal).not.toHaveAttribute('target');
  });

  it('reads the plain text of HTML', () => {
    expect(plainTextOf('<p>Ship on <b>2 May</b></p>\n<script>x()</script>')).toBe('Ship on 2 May');
  });
});

describe('in a browser with the HTML Sanitizer API', () => {
  it('sanitizes with Element.setHTML, removing the elements CMS text never needs, and loads no DOMPurify', async () => {
    const options: unknown[] = [];
    Object.defineProperty(Element.prototype, 'setHTML', {
      configurable: true,
      // A stand-in for the browser's sanitizer: it records its options and drops scripts.
      value(this: Element, html: string, given: unknown) {
        options.push(given);
        this.innerHTML = html.replace(/<script>.*?<\/script>/g, '');
      },
    });
    try {
      vi.resetModules();
      const native = await import('../../src/content/sanitize-html.ts');
      expect(native.hasNativeSanitizer).toBe(true);
      expect(native.sanitizerReady()).toBe(true);
      const html = native.prepareRichText('<p>Hi <a href="https://example.com">Partner</a></p><script>x()</script>');
      expect(html).toBe(
        '<p>Hi <a href="https://example.com" target="_blank" rel="noopener noreferrer">Partner</a></p>',
      );
      expect(options).toEqual([
        { sanitizer: { removeElements: expect.arrayContaining(['style', 'form', 'input', 'button', 'svg']) } },
      ]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'setHTML');
      vi.resetModules();
    }
  });
});

describe('RichText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders sanitized HTML, as a named region when given a label', () => {
    render(<RichText html={'<h2>Title</h2><img src="x" onerror="alert(1)">'} label="Terms" lang="de" />);
    const region = screen.getByRole('region', { name: 'Terms' });
    expect(region).toHaveAttribute('lang', 'de');
    expect(region.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
  });

  it(`binds internal links to onNavigate ${cmsAnchorBindingDelayMs} ms after rendering`, () => {
    expect(cmsAnchorBindingDelayMs).toBe(300);
    const onNavigate = vi.fn();
    render(
      <RichText
        html={'<p><a href="/orders?page=2">Orders</a> <a href="https://example.com">Partner</a></p>'}
        onNavigate={onNavigate}
      />,
    );
    const internal = screen.getByRole('link', { name: 'Orders' });

    // Before the delay the link is not bound yet: the click is left to the browser.
    act(() => vi.advanceTimersByTime(cmsAnchorBindingDelayMs - 1));
    expect(fireEvent.click(internal)).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(fireEvent.click(internal)).toBe(false); // default prevented: no page load
    expect(onNavigate).toHaveBeenCalledWith('/orders?page=2');

    // A click asking for a new tab, and links to other sites, stay with the browser.
    onNavigate.mockClear();
    expect(fireEvent.click(internal, { ctrlKey: true })).toBe(true);
    const external = screen.getByRole('link', { name: /Partner/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(fireEvent.click(external)).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('unbinds on unmount and rebinds new content', () => {
    const onNavigate = vi.fn();
    const { rerender, unmount } = render(<RichText html={'<a href="/a">A</a>'} onNavigate={onNavigate} />);
    act(() => vi.advanceTimersByTime(cmsAnchorBindingDelayMs));
    rerender(<RichText html={'<a href="/b">B</a>'} onNavigate={onNavigate} />);
    const b = screen.getByRole('link', { name: 'B' });
    fireEvent.click(b);
    expect(onNavigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(cmsAnchorBindingDelayMs));
    fireEvent.click(b);
    expect(onNavigate).toHaveBeenCalledWith('/b');
    unmount();
  });
});
