import { useState, type KeyboardEvent } from 'react';
import { cx } from '../../cx.ts';
import { ContentImage, imageSizes } from '../content-image.tsx';
import { EntryText } from '../entry-text.tsx';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading, subLevel } from '../heading.tsx';
import type { LayoutProps } from './types.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const controlClasses = cx(
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink',
  'hover:bg-canvas outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-brand',
);

/**
 * Slides shown one at a time, moved only by the user (no autoplay): previous and next buttons (also the arrow
 * keys while one of them has focus), "slide x of y" announced politely. Every slide occupies the same grid
 * cell, so the carousel is as tall as its tallest slide and changing slides shifts nothing; slides out of
 * view are hidden and inert.
 */
export function Carousel({ item, span }: LayoutProps) {
  const { headingLevel, labels } = useContentEnvironment();
  const { title, entries = [] } = item.data;
  const [index, setIndex] = useState(0);
  const total = entries.length;
  if (total === 0) return null;
  const current = Math.min(index, total - 1);
  const go = (step: number) => setIndex((current + step + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };
  const entryLevel = title ? subLevel(headingLevel) : headingLevel;

  return (
    <section
      data-layout="carousel"
      aria-roledescription={labels.carousel}
      aria-label={title ?? item.name}
      className="flex flex-col gap-4"
    >
      {title ? (
        <ContentHeading level={headingLevel} className="text-xl font-semibold text-ink">
          {title}
        </ContentHeading>
      ) : null}
      <div className="grid overflow-hidden rounded-card border border-line bg-surface">
        {entries.map((entry, position) => {
          const active = position === current;
          return (
            <div
              key={entry.id}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={labels.slideOf(position + 1, total)}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={cx('col-start-1 row-start-1 flex flex-col md:flex-row', !active && 'invisible')}
            >
              {entry.media ? (
                <ContentImage
                  media={entry.media}
                  sizes={imageSizes(span, 0.5)}
                  className="w-full object-cover md:w-1/2"
                />
              ) : null}
              <EntryText entry={entry} level={entryLevel} tone="slide" />
            </div>
          );
        })}
      </div>
      {total > 1 ? (
        <div className="flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label={labels.previousSlide}
            onClick={() => go(-1)}
            onKeyDown={onKeyDown}
            className={controlClasses}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <p aria-live="polite" aria-atomic="true" className="min-w-24 text-center text-sm text-ink-muted">
            {labels.slideOf(current + 1, total)}
          </p>
          <button
            type="button"
            aria-label={labels.nextSlide}
            onClick={() => go(1)}
            onKeyDown={onKeyDown}
            className={controlClasses}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
