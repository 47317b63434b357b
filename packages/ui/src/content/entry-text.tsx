import type { ContentData } from '@portal/contracts';
import { cx } from '../cx.ts';
import { ContentLinkView, type ContentLinkVariant } from './content-link.tsx';
import { useContentEnvironment } from './environment.tsx';
import { ContentHeading, type HeadingLevel } from './heading.tsx';
import { RichText } from './rich-text.tsx';

type Entry = NonNullable<ContentData['entries']>[number];

export interface EntryTextProps {
  entry: Entry;
  level: HeadingLevel;
  /** How prominent the entry is: a card in a grid, or a slide of a carousel. */
  tone: 'card' | 'slide';
}

const tones = {
  card: { box: 'p-4', title: 'text-base', body: 'text-sm text-ink-muted', cta: 'mt-auto pt-2', link: 'text' },
  slide: { box: 'justify-center p-6', title: 'text-lg', body: 'text-ink-muted', cta: 'pt-2', link: 'button' },
} as const satisfies Record<
  string,
  { box: string; title: string; body: string; cta: string; link: ContentLinkVariant }
>;

/** The text half of a card or a slide: its title, rich text and call to action. */
export function EntryText({ entry, level, tone }: EntryTextProps) {
  const { labels, onNavigate } = useContentEnvironment();
  const style = tones[tone];
  return (
    <div className={cx('flex flex-1 flex-col gap-2', style.box)}>
      <ContentHeading level={level} className={cx(style.title, 'font-semibold text-ink')}>
        {entry.title}
      </ContentHeading>
      {entry.body ? (
        <RichText html={entry.body} onNavigate={onNavigate} newTabLabel={labels.opensInNewTab} className={style.body} />
      ) : null}
      {entry.cta ? (
        <div className={style.cta}>
          <ContentLinkView link={entry.cta} variant={style.link} />
        </div>
      ) : null}
    </div>
  );
}
