import { Alert } from '../../alert.tsx';
import { ContentLinkView } from '../content-link.tsx';
import { plainTextOf } from '../sanitize-html.ts';
import type { LayoutProps } from './types.ts';

/** A notice from the CMS as the portal's alert (spec 3, alert types notification, warning, alert). */
export function Notification({ item }: LayoutProps) {
  const { title, subtitle, body, tone, cta } = item.data;
  const description = subtitle ?? (body ? plainTextOf(body) : undefined);
  return (
    <Alert
      type={tone ?? 'notification'}
      header={title ?? item.name}
      body={description || undefined}
      cta={cta ? <ContentLinkView link={cta} /> : undefined}
    />
  );
}
