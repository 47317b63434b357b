import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading, subLevel } from '../heading.tsx';
import { RichText } from '../rich-text.tsx';
import type { LayoutProps } from './types.ts';
import { ChevronDown } from 'lucide-react';

/** Questions and answers (or any entries) that open and close, several at a time (react-aria disclosures). */
export function Accordion({ item }: LayoutProps) {
  const { headingLevel, labels, onNavigate } = useContentEnvironment();
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
      <DisclosureGroup
        allowsMultipleExpanded
        className="divide-y divide-line rounded-card border border-line bg-surface"
      >
        {entries.map((entry) => (
          <Disclosure key={entry.id} id={entry.id} className="group">
            <Heading level={entryLevel} className="m-0">
              <Button
                slot="trigger"
                className="flex min-h-11 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-ink outline-none hover:bg-canvas data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-brand"
              >
                <span>{entry.title}</span>
                <ChevronDown
                  size={20}
                  aria-hidden="true"
                  className="shrink-0 transition-transform group-data-expanded:rotate-180 motion-reduce:transition-none"
                />
              </Button>
            </Heading>
            <DisclosurePanel className="px-4 pb-4">
              {entry.body ? (
                <RichText html={entry.body} onNavigate={onNavigate} newTabLabel={labels.opensInNewTab} />
              ) : null}
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  );
}
