import { cx } from '../../cx.ts';
import { ContentImage, imageSizes } from '../content-image.tsx';
import { EntryText } from '../entry-text.tsx';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading, subLevel } from '../heading.tsx';
import type { LayoutProps } from './types.ts';

/** Columns of the card grid on wide screens, by the placement's width. */
function columnsFor(span: number, count: number): 1 | 2 | 3 | 4 {
  const fit = span >= 12 ? 4 : span >= 9 ? 3 : span >= 6 ? 2 : 1;
  return Math.max(1, Math.min(fit, count)) as 1 | 2 | 3 | 4;
}

const wideColumns = { 1: '', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** A list of cards (image, title, text, call to action), in columns as the placement's width allows. */
export function Cards({ item, span }: LayoutProps) {
  const { headingLevel } = useContentEnvironment();
  const { title, subtitle, entries = [] } = item.data;
  if (entries.length === 0) return null;
  const columns = columnsFor(span, entries.length);
  const entryLevel = title ? subLevel(headingLevel) : headingLevel;
  return (
    <div data-layout="cards" className="flex flex-col gap-4">
      {title ? (
        <ContentHeading level={headingLevel} className="text-xl font-semibold text-ink">
          {title}
        </ContentHeading>
      ) : null}
      {subtitle ? <p className="-mt-2 text-ink-muted">{subtitle}</p> : null}
      <ul className={cx('grid grid-cols-1 gap-4', columns > 1 && 'sm:grid-cols-2', wideColumns[columns])}>
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
            {entry.media ? (
              <ContentImage
                media={entry.media}
                sizes={imageSizes(span, 1 / columns, columns > 1 ? 0.5 : 1)}
                className="w-full object-cover"
              />
            ) : null}
            <EntryText entry={entry} level={entryLevel} tone="card" />
          </li>
        ))}
      </ul>
    </div>
  );
}
