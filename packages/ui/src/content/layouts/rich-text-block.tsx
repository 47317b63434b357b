import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading } from '../heading.tsx';
import { RichText } from '../rich-text.tsx';
import type { LayoutProps } from './types.ts';

/** Running text from the CMS (sanitized), under an optional title. */
export function RichTextBlock({ item }: LayoutProps) {
  const { headingLevel, labels, onNavigate } = useContentEnvironment();
  const { title, body } = item.data;
  if (!body && !title) return null;
  return (
    <div data-layout="rich-text" className="max-w-prose">
      {title ? (
        <ContentHeading level={headingLevel} className="mb-3 text-xl font-semibold text-ink">
          {title}
        </ContentHeading>
      ) : null}
      {body ? <RichText html={body} onNavigate={onNavigate} newTabLabel={labels.opensInNewTab} /> : null}
    </div>
  );
}
