import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inViewThreshold, Reveal } from '../../src/content/reveal.tsx';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>) => void;

/** jsdom has no IntersectionObserver: a controllable stand-in. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly callback: Callback;
  readonly options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean, intersectionRatio = isIntersecting ? 1 : 0) {
    act(() => this.callback([{ isIntersecting, intersectionRatio }]));
  }
}

function stubMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }));
}

describe('Reveal (in-view effect)', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    stubMotion(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves content already in view untouched and watches with the spec threshold', () => {
    render(<Reveal>Hello</Reveal>);
    const observer = FakeObserver.instances[0];
    expect(observer?.options?.threshold).toBe(inViewThreshold);
    expect(inViewThreshold).toBe(0.1);
    observer?.report(true);
    expect(screen.getByText('Hello')).toHaveAttribute('data-reveal', 'static');
    expect(observer?.disconnected).toBe(true);
  });

  it('lets content below the fold slide in once a tenth of it is visible, without fading', () => {
    render(<Reveal>Below</Reveal>);
    const observer = FakeObserver.instances[0];
    observer?.report(false);
    const wrapper = screen.getByText('Below');
    expect(wrapper).toHaveAttribute('data-reveal', 'waiting');
    expect(wrapper.className).toContain('motion-safe:data-[reveal=waiting]:translate-y-4');
    expect(wrapper.className).not.toContain('opacity');
    observer?.report(true, 0.05);
    expect(wrapper).toHaveAttribute('data-reveal', 'waiting');
    observer?.report(true, 0.1);
    expect(wrapper).toHaveAttribute('data-reveal', 'shown');
  });

  it('does nothing under prefers-reduced-motion or without IntersectionObserver', () => {
    stubMotion(true);
    render(<Reveal>Calm</Reveal>);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(screen.getByText('Calm')).toHaveAttribute('data-reveal', 'static');
  });
});
