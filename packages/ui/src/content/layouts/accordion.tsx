import type { ContentData } from '@portal/contracts';
import { useId, useState } from 'react';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading, subLevel } from '../heading.tsx';
import { RichText } from '../rich-text.tsx';
import type { LayoutProps } from './types.ts';
import { ChevronDown } from 'lucide-react';

type Entry = NonNullable<ContentData['entries']>[number];

/**
 * One entry that opens and closes (the WAI-ARIA disclosure pattern): a heading holding a button that says whether
 * its panel is expanded and names the panel it controls. A plain button, so content pages (the sign-in page's
 * among them) load no react-aria.
 */
function DisclosureEntry({ entry, level }: { entry: Entry; level: number }) {
  const { labels, onNavigate } = useContentEnvironment();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const [buttonId, panelId] = [`${id}-button`, `${id}-panel`];
  return (
    <div className="group" data-expanded={expanded || undefined}>
      <ContentHeading level={level} className="m-0">
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          className="flex min-h-11 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-ink outline-none hover:bg-canvas focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-brand"
        >
          <span>{entry.title}</span>
          <ChevronDown
            size={20}
            aria-hidden="true"
            className="shrink-0 transition-transform group-data-expanded:rotate-180 motion-reduce:transition-none"
          />
        </button>
      </ContentHeading>
      <div id={panelId} role="group" aria-labelledby={buttonId} hidden={!expanded} className="px-4 pb-4">
        {entry.body ? <RichText html={entry.body} onNavigate={onNavigate} newTabLabel={labels.opensInNewTab} /> : null}
      </div>
    </div>
  );
}

/** Questions and answers (or any entries) that open and close, several at a time. */
export function Accordion({ item }: LayoutProps) {
  const { headingLevel } = useContentEnvironment();
  const { title, entries = [] } = item.data;
  if (entries.length === 0) return null;
  const entryLevel = title ? subLevel(headingLevel) : headingLevel;
  return (
    <div data-layout="accordion" className="flex flex-col gap-3">
      {title ? (
        <ContentHeading level={headingLevel} className="text-xl font-semibold text-ink">
          {title}
        </ContentHeading>
      ) : null}
      <div className="divide-y divide-line rounded-card border border-line bg-surface">
        {entries.map((entry) => (
          <DisclosureEntry key={entry.id} entry={entry} level={entryLevel} />
        ))}
      </div>
    </div>
  );
}
