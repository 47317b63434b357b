import { layoutOf, contentLayouts } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentLayoutComponents } from '../../src/content/content-page.tsx';
import { item, media, pageOf, renderPage } from './fixtures.tsx';

describe('ContentPage', () => {
  it('has a component for every layout of the contract', () => {
    expect(Object.keys(contentLayoutComponents).sort()).toEqual([...contentLayouts].sort());
  });

  it('lays rows out as a 12-column grid on wide screens, each placement spanning its columns', () => {
    const page = pageOf(
      { item: item('text-banner', { title: 'Left' }), span: 8 },
      { item: item('text-banner', { title: 'Full' }) },
    );
    page.rows[0]?.placements.push({
      name: 'side',
      span: 4,
      item: item('text-banner', { title: 'Right' }, { id: 'r' }),
    });
    const { container } = renderPage(page);
    const rows = container.querySelectorAll('.lg\\:grid-cols-12');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveClass('grid-cols-1');
    const [left, right] = [...(rows[0]?.children ?? [])];
    expect(left).toHaveClass('lg:col-span-8');
    expect(right).toHaveClass('lg:col-span-4');
    expect(rows[1]?.children[0]).toHaveClass('lg:col-span-12');
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
  });

  it('renders nothing for an unknown layout (and leaves out a row left empty)', () => {
    expect(layoutOf('b2b-hologram')).toBeNull();
    const { container } = renderPage(
      pageOf(
        { item: item('hologram', { title: 'Never shown' }) },
        { item: item('rich-text', { body: '<p>Shown</p>' }) },
      ),
    );
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
    expect(screen.getByText('Shown')).toBeInTheDocument();
    expect(container.querySelectorAll('.lg\\:grid-cols-12')).toHaveLength(1);
  });

  it('hero banner: heading, eyebrow, lead, call to action and the main image loaded first', () => {
    renderPage(
      pageOf({
        item: item('hero-banner', {
          eyebrow: 'Spring 2026',
          title: 'The new season is here',
          subtitle: 'Order the spring collection now.',
          media,
          cta: { label: 'Shop now', href: '/brands' },
        }),
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The new season is here' })).toBeInTheDocument();
    expect(screen.getByText('Spring 2026')).toBeInTheDocument();
    expect(screen.getByText('Order the spring collection now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/brands');
    const image = screen.getByRole('img', { name: media.alt });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
  });

  it('routes an internal call to action through onNavigate and opens an external one in a new tab', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderPage(
      pageOf(
        { item: item('text-banner', { title: 'Orders', cta: { label: 'See orders', href: '/orders' } }) },
        {
          item: item(
            'text-banner',
            { title: 'Careers', cta: { label: 'Careers site', href: 'https://jobs.example.com' } },
            { id: 'ext' },
          ),
        },
      ),
    );
    await user.click(screen.getByRole('link', { name: 'See orders' }));
    expect(onNavigate).toHaveBeenCalledWith('/orders');
    const external = screen.getByRole('link', { name: 'Careers site (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('image banner: a lazy image with a caption', () => {
    renderPage(pageOf({ item: item('image-banner', { title: 'Trade fair', subtitle: 'Meet us in Munich', media }) }));
    const image = screen.getByRole('img', { name: media.alt });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('figure')).toHaveTextContent('Meet us in Munich');
    expect(screen.getByRole('heading', { level: 2, name: 'Trade fair' })).toBeInTheDocument();
  });

  it('text banner: eyebrow, title, sanitized body and call to action', () => {
    renderPage(
      pageOf({
        item: item('text-banner', {
          eyebrow: 'Service',
          title: 'Delivery times',
          body: '<p>Orders ship within <strong>48 hours</strong>.</p><script>alert(1)</script>',
          cta: { label: 'Track an order', href: '/orders' },
        }),
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery times' })).toBeInTheDocument();
    expect(screen.getByText('48 hours')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('cards: a list of cards with entry headings one level below the title', () => {
    renderPage(
      pageOf({
        item: item('cards', {
          title: 'Quick links',
          entries: [
            {
              id: 'a',
              title: 'Order history',
              body: '<p>All your orders</p>',
              cta: { label: 'Open', href: '/orders' },
            },
            { id: 'b', title: 'Invoices', media: { ...media, alt: '' } },
            { id: 'c', title: 'Tickets' },
          ],
        }),
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Quick links' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Order history', 'Invoices', 'Tickets']);
    expect(list).toHaveClass('lg:grid-cols-3');
    // A decorative image (empty alt) is not announced.
    expect(within(list).queryByRole('img')).not.toBeInTheDocument();
    expect(list.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('video banner: native video with poster, controls and captions, no autoplay and no preload', () => {
    const { container } = renderPage(
      pageOf({
        item: item('video-banner', {
          title: 'Inside our factory',
          media: { ...media, sizes: undefined, uri: '/caas/v1/media/video/factory.jpg' },
          video: { uri: '/caas/v1/media/video/factory.mp4', captions: '/caas/v1/media/video/factory.vtt' },
        }),
      }),
    );
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/content/media/video/factory.jpg');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/content/media/video/factory.mp4');
    const track = video?.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/content/media/video/factory.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'Captions');
    expect(screen.getByRole('heading', { level: 2, name: 'Inside our factory' })).toBeInTheDocument();
  });

  it.each([
    ['notification', 'status'],
    ['warning', 'alert'],
    ['alert', 'alert'],
  ] as const)('notification with tone %s uses the alert widget (%s)', (tone, role) => {
    renderPage(
      pageOf({
        item: item('notification', {
          title: 'Warehouse closed on 1 May',
          body: '<p>Orders placed that day ship on <b>2 May</b>.</p>',
          tone,
        }),
      }),
    );
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent('Warehouse closed on 1 May');
    expect(alert).toHaveTextContent('Orders placed that day ship on 2 May.');
  });

  it('rich text: a titled block of sanitized HTML', () => {
    renderPage(
      pageOf({
        item: item('rich-text', { title: 'About us', body: '<h3>Our story</h3><img src="x" onerror="alert(1)">' }),
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our story' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('accordion: disclosures that open and close by keyboard', async () => {
    const user = userEvent.setup();
    renderPage(
      pageOf({
        item: item('accordion', {
          title: 'Questions',
          entries: [
            { id: 'q1', title: 'How do I return goods?', body: '<p>Open a return request.</p>' },
            { id: 'q2', title: 'When do I get my invoice?', body: '<p>With the delivery.</p>' },
          ],
        }),
      }),
    );
    const first = screen.getByRole('button', { name: 'How do I return goods?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: 'How do I return goods?' })).toBeInTheDocument();
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Open a return request.')).toBeVisible();
    const second = screen.getByRole('button', { name: 'When do I get my invoice?' });
    await user.click(second);
    // Several may be open at once.
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('document list: links to files naming the file type and that they open in a new tab', () => {
    renderPage(
      pageOf({
        item: item('document-list', {
          title: 'Price lists',
          entries: [
            { id: 'd1', title: 'Price list 2026', uri: '/caas/v1/media/docs/prices-2026.pdf?v=3' },
            { id: 'd2', title: 'Size chart', uri: 'https://cdn.example.com/size-chart.xlsx' },
            { id: 'd3', title: 'No file here' },
          ],
        }),
      }),
    );
    const pdf = screen.getByRole('link', { name: 'Price list 2026 PDF (opens in a new tab)' });
    expect(pdf).toHaveAttribute('href', '/content/media/docs/prices-2026.pdf?v=3');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Size chart XLSX (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.queryByText('No file here')).not.toBeInTheDocument();
  });

  it('brand header: logo, name and claim', () => {
    renderPage(
      pageOf({
        item: item('brand-header', {
          title: 'The North Face',
          subtitle: 'Never stop exploring',
          media: { uri: '/media/brands/the-north-face.svg', alt: 'The North Face logo', width: 160, height: 160 },
        }),
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The North Face' })).toBeInTheDocument();
    expect(screen.getByText('Never stop exploring')).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'The North Face logo' });
    expect(logo).toHaveAttribute('src', '/media/brands/the-north-face.svg');
    expect(logo).not.toHaveAttribute('srcset');
  });

  it('starts item headings at the level asked for', () => {
    renderPage(pageOf({ item: item('text-banner', { title: 'Nested' }) }), { headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Nested' })).toBeInTheDocument();
  });
});
