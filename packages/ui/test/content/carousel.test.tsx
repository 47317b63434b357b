import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { item, media, pageOf, renderPage } from './fixtures.tsx';

const slides = [
  { id: 's1', title: 'Spring collection', media, cta: { label: 'Discover', href: '/brands' } },
  { id: 's2', title: 'Trade fair dates', body: '<p>Meet us in Munich.</p>' },
  { id: 's3', title: 'New sizes', cta: { label: 'Read more', href: '/updates' } },
];

function renderCarousel() {
  return renderPage(pageOf({ item: item('carousel', { title: 'Highlights', entries: slides }) }));
}

describe('Carousel', () => {
  it('is a named carousel showing one slide at a time, "slide x of y" announced politely', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
    // Only the current slide is exposed; the others are hidden and inert.
    const visible = screen.getAllByRole('group');
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(visible[0]).toHaveAccessibleName('Slide 1 of 3');
    expect(within(visible[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Spring collection');
    expect(screen.queryByRole('link', { name: 'Read more' })).not.toBeInTheDocument();
    const status = screen.getByText('Slide 1 of 3', { selector: 'p' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(document.querySelector('[autoplay]')).toBeNull();
  });

  it('moves with the previous and next buttons by keyboard, wrapping around', async () => {
    const user = userEvent.setup();
    renderCarousel();
    // Slides out of view are inert (browsers skip them when tabbing; jsdom does not implement inert).
    const groups = document.querySelectorAll('[aria-roledescription="slide"]');
    expect([...groups].map((group) => group.hasAttribute('inert'))).toEqual([false, true, true]);
    screen.getByRole('button', { name: 'Previous slide' }).focus();
    await user.tab();
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(next).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByText('Slide 2 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Trade fair dates' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Spring collection' })).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(screen.getByText('Slide 3 of 3', { selector: 'p' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Slide 1 of 3', { selector: 'p' })).toBeInTheDocument();

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Slide 3 of 3', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read more' })).toBeInTheDocument();
  });

  it('also moves with the arrow keys while a control has focus', async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Slide 2 of 3', { selector: 'p' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Slide 3 of 3', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows no controls for a single slide', () => {
    renderPage(pageOf({ item: item('carousel', { entries: slides.slice(0, 1) }) }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'carousel item' })).toBeInTheDocument();
  });
});
