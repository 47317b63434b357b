import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../cx.ts';

/** Spec 9: an item counts as in view once this share of it is visible. */
export const inViewThreshold = 0.1;

type RevealPhase = 'static' | 'waiting' | 'shown';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A gentle slide-in when the wrapped content enters the viewport. The content is visible by default (without
 * script, without IntersectionObserver, under reduced motion, and when it is already in view at first
 * paint); only content still below the fold waits, lowered by a transform, which shifts no layout. It never
 * fades: half-transparent text would fail contrast for whoever reads it mid-way.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<RevealPhase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= inViewThreshold;
        if (first) {
          first = false;
          if (entry.isIntersecting) observer.disconnect();
          else setPhase('waiting');
          return;
        }
        if (visible) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      { threshold: inViewThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-reveal={phase}
      className={cx(
        'motion-safe:transition motion-safe:duration-500 motion-safe:ease-out',
        'motion-safe:data-[reveal=waiting]:translate-y-4',
        className,
      )}
    >
      {children}
    </div>
  );
}
