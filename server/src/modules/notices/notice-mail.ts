import { isLanguageId, notificationPaths, type LanguageId, type NotificationKind } from '@portal/contracts';
import { serverTexts } from '../../lib/server-texts.ts';
import { linkMail, type Mail } from '../identity/index.ts';

const text = serverTexts('notificationMail');

/** What a notice says, before it is put into a recipient's language. */
export interface NoticeContent {
  kind: NotificationKind;
  /** The item's number or title (order number, document number, ticket number, update title, a date). */
  item: string;
  /** The item's title in other languages (a published update's translated header); `item` in any other. */
  itemIn?: Partial<Record<LanguageId, string>>;
  /** The sold-to's name or number the item belongs to. */
  customer: string;
  /** The portal path of the item's page. */
  link: string;
  /** An extra line, e.g. a tracking number. */
  tracking?: string;
}

export interface Recipient {
  userId: string;
  email: string;
  name: string;
  language: LanguageId;
}

export function languageOf(value: string): LanguageId {
  return isLanguageId(value) ? value : 'en';
}

/** The kind's name in a language (the unsubscribe page and the digest lines). */
export function kindName(language: LanguageId, kind: NotificationKind | 'all'): string {
  return text(language, `kind_${kind}`);
}

function subjectKey(kind: NotificationKind): string {
  return kind.startsWith('update_') ? 'subject_update' : `subject_${kind}`;
}

function bodyKey(kind: NotificationKind): string {
  if (kind.startsWith('order_')) return 'body_order';
  if (kind.startsWith('invoice_') || kind === 'credit_note_issued') return 'body_document';
  if (kind === 'ticket_answered') return 'body_ticket';
  if (kind.startsWith('update_')) return 'body_update';
  return 'body_password_expiring';
}

/** The item's title in a language. */
function itemIn(language: LanguageId, content: Pick<NoticeContent, 'item' | 'itemIn'>): string {
  return content.itemIn?.[language] ?? content.item;
}

/** A notice's one-line title in a language (a mail's subject, a digest's line). */
export function noticeTitle(language: LanguageId, content: Pick<NoticeContent, 'kind' | 'item' | 'itemIn'>): string {
  return text(language, subjectKey(content.kind), { item: itemIn(language, content) });
}

/** What happened, in a language: a mail's first line, a portal notice's text (with the tracking number if any). */
export function noticeBody(language: LanguageId, content: NoticeContent): string {
  const what = kindName(language, content.kind);
  return [
    text(language, bodyKey(content.kind), { item: itemIn(language, content), customer: content.customer, what }),
    content.tracking ? text(language, 'trackingNumber', { tracking: content.tracking }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The RFC 8058 headers of a mail with a one-click unsubscribe address. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${notificationPaths.unsubscribe}?${new URLSearchParams({ token }).toString()}`;
}

/**
 * One notice as a mail in the recipient's language, in the portal's frame: greeting, what happened, the link to the
 * item, why the mail came, and a signed unsubscribe link for this kind, also named in the List-Unsubscribe headers.
 */
export function noticeMail({
  recipient,
  content,
  publicUrl,
  unsubscribeToken,
}: {
  recipient: Recipient;
  content: NoticeContent;
  publicUrl: string;
  unsubscribeToken: string;
}): Mail {
  const { language } = recipient;
  const body = noticeBody(language, content);
  const unsubscribe = unsubscribeUrl(publicUrl, unsubscribeToken);
  const mail = linkMail({
    to: recipient.email,
    language,
    subject: noticeTitle(language, content),
    greeting: text(language, 'greeting', { name: recipient.name }),
    body,
    link: `${publicUrl}${content.link}`,
    action: text(language, 'action'),
    closing: text(language, 'closing'),
    brand: text(language, 'brand'),
    footer: { text: text(language, 'unsubscribeText'), link: unsubscribe, action: text(language, 'unsubscribeAction') },
  });
  return { ...mail, headers: unsubscribeHeaders(unsubscribe) };
}

/** A daily digest: one line per notice with its link, in the recipient's language. */
export function digestMail({
  recipient,
  lines,
  publicUrl,
  unsubscribeToken,
}: {
  recipient: Recipient;
  lines: ReadonlyArray<{ title: string; link: string }>;
  publicUrl: string;
  /** Unsubscribes from every kind's e-mail (a digest holds several kinds). */
  unsubscribeToken: string;
}): Mail {
  const { language } = recipient;
  const unsubscribe = unsubscribeUrl(publicUrl, unsubscribeToken);
  const mail = linkMail({
    to: recipient.email,
    language,
    subject: text(language, 'digestSubject', { count: String(lines.length) }),
    greeting: text(language, 'greeting', { name: recipient.name }),
    body: [text(language, 'digestBody'), ...lines.map((line) => `- ${line.title}: ${publicUrl}${line.link}`)].join(
      '\n',
    ),
    link: publicUrl,
    action: text(language, 'digestAction'),
    closing: text(language, 'closing'),
    brand: text(language, 'brand'),
    footer: { text: text(language, 'unsubscribeText'), link: unsubscribe, action: text(language, 'unsubscribeAction') },
  });
  return { ...mail, headers: unsubscribeHeaders(unsubscribe) };
}

/** The texts of the unsubscribe pages. */
export const unsubscribeTexts = text;
