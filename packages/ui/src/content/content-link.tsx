import { isSafeLinkHref, type ContentLink } from '@portal/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../cx.ts';
import { useContentEnvironment } from './environment.tsx';
import { isExternalHref, isInternalPath, isPlainClick } from './links.ts';
import { ExternalLink } from 'lucide-react';

export type ContentLinkVariant = 'button' | 'button-inverse' | 'text';

const variantClasses: Record<ContentLinkVariant, string> = {
  button:
    'inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong',
  'button-inverse':
    'inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-brand hover:bg-canvas',
  text: 'inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-2 hover:text-brand-strong',
};

/** The arrow leaving a box: "opens elsewhere". Decorative; the hidden text says it. */
export function NewTabIcon() {
  return <ExternalLink size={14} aria-hidden="true" className="inline-block" />;
}

export interface ContentLinkViewProps {
  link: ContentLink;
  variant?: ContentLinkVariant;
  className?: string;
  /** Replaces the link's label as its visible content. */
  children?: ReactNode;
}

/**
 * A call to action from content. Other sites open in a new tab (`rel="noopener noreferrer"`, announced);
 * paths inside the portal route through `onNavigate` without reloading the page.
 */
export function ContentLinkView({ link, variant = 'text', className, children }: ContentLinkViewProps) {
  const { labels, onNavigate } = useContentEnvironment();
  const classes = cx(
    variantClasses[variant],
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
    className,
  );
  // The API refuses other schemes; content from anywhere else (an old page, a mock) must not run script either.
  if (!isSafeLinkHref(link.href)) return <span className={className}>{children ?? link.label}</span>;
  const external = link.external ?? isExternalHref(link.href);
  if (external) {
    const hint = `(${labels.opensInNewTab})`;
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes}>
        {children ?? link.label}
        <NewTabIcon /> <span className="sr-only">{hint}</span>
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isInternalPath(link.href) || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(link.href);
  };
  return (
    <a href={link.href} onClick={onClick} className={classes}>
      {children ?? link.label}
    </a>
  );
}
