import { ContentLinkView } from '../content-link.tsx';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading } from '../heading.tsx';
import { RichText } from '../rich-text.tsx';
import type { LayoutProps } from './types.ts';

/** A block of text (eyebrow, title, lead, rich text) with an optional call to action. */
export function TextBanner({ item }: LayoutProps) {
  const { headingLevel, labels, onNavigate } = useContentEnvironment();
  const { eyebrow, title, subtitle, body, cta } = item.data;
  return (
    <div
      data-layout="text-banner"
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-6"
    >
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p> : null}
      {title ? (
        <ContentHeading level={headingLevel} className="text-xl font-semibold text-ink">
          {title}
        </ContentHeading>
      ) : null}
      {subtitle ? <p className="text-lg text-ink-muted">{subtitle}</p> : null}
      {body ? <RichText html={body} onNavigate={onNavigate} newTabLabel={labels.opensInNewTab} /> : null}
      {cta ? (
        <div className="mt-auto pt-2">
          <ContentLinkView link={cta} variant="button" />
        </div>
      ) : null}
    </div>
  );
}
