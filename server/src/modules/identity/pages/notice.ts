import { paths, type LanguageId } from '@portal/contracts';
import { html } from '../../../lib/html.ts';
import { labelsFor, type LabelKey } from '../labels.ts';
import { page } from './layout.ts';

export interface NoticeOptions {
  language: LanguageId;
  title: LabelKey;
  message: string;
  /** Shown under the message for the operator and support (an OAuth error code and description). */
  detail?: string;
  link: { href: string; label: LabelKey };
  role?: 'alert' | 'status';
}

/** A page that only tells something and offers one way on: expired sign-in, errors, signed out. */
export function noticePage({ language, title, message, detail, link, role }: NoticeOptions): string {
  const labels = labelsFor(language);
  return page({
    language,
    title: labels[title],
    body: html` <h1>${labels[title]}</h1>
      <p ${role ? html`role="${role}"` : ''}>${message}</p>
      ${detail ? html`<p class="muted">${detail}</p>` : ''}
      <p><a class="button" href="${link.href}">${labels[link.label]}</a></p>`,
  });
}

export const signInLink = { href: paths.login, label: 'backToSignIn' } as const;
