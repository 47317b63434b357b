import { resolveMediaUri } from '@portal/contracts';
import { NewTabIcon } from '../content-link.tsx';
import { useContentEnvironment } from '../environment.tsx';
import { ContentHeading } from '../heading.tsx';
import { fileExtensionOf } from '../links.ts';
import type { LayoutProps } from './types.ts';
import { FileText } from 'lucide-react';

/**
 * Links to files (price lists, catalogues, policies): each names its file type and that it opens in a new tab.
 * An item without entries but with its own `uri` is a list of one document.
 */
export function DocumentList({ item }: LayoutProps) {
  const { headingLevel, labels, resourcePath } = useContentEnvironment();
  const { title, subtitle, entries = [] } = item.data;
  const documents = entries.length
    ? entries.filter((entry): entry is typeof entry & { uri: string } => Boolean(entry.uri))
    : item.uri
      ? [{ id: item.id, title: title ?? item.name, uri: item.uri }]
      : [];
  if (documents.length === 0) return null;
  const newTab = `(${labels.opensInNewTab})`;
  return (
    <div data-layout="document-list" className="flex flex-col gap-3">
      {title && entries.length ? (
        <ContentHeading level={headingLevel} className="text-xl font-semibold text-ink">
          {title}
        </ContentHeading>
      ) : null}
      {subtitle ? <p className="text-ink-muted">{subtitle}</p> : null}
      <ul className="divide-y divide-line rounded-card border border-line bg-surface">
        {documents.map((document) => {
          const extension = fileExtensionOf(document.uri);
          return (
            <li key={document.id}>
              <a
                href={resolveMediaUri(document.uri, resourcePath)}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex min-h-11 items-center gap-3 px-4 py-3 text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
              >
                <span className="text-brand">
                  <FileText size={20} aria-hidden="true" />
                </span>
                <span className="flex-1 font-medium underline-offset-2 group-hover:underline">{document.title}</span>{' '}
                {extension ? (
                  <span className="rounded-md bg-canvas px-2 py-0.5 text-xs font-semibold text-ink-muted">
                    {labels.fileType(extension)}
                  </span>
                ) : null}
                <span className="text-ink-muted">
                  <NewTabIcon />
                </span>{' '}
                <span className="sr-only">{newTab}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
