import type { LanguageId, NotificationKind, UpdateChip, UpdateTopic, UpdateType } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { serverTexts } from '../../lib/server-texts.ts';
import { noticeBody, noticeTitle, type NoticeContent } from './notice-mail.ts';

const text = serverTexts('notificationMail');

/** A notice's words in one language, as an update shows them: title, text and the link's label. */
export interface PortalText {
  header: string;
  body: string;
  ctaLabel: string;
}

/**
 * A notice of an order, a document or a ticket as the portal shows it (ADR 074): an update of each user whose channel
 * for the kind includes the portal, linking to the item's page.
 */
export interface PortalNotice {
  eventKey: string;
  kind: NotificationKind;
  type: Extract<UpdateType, 'notification' | 'warning'>;
  topic: Exclude<UpdateTopic, 'expiring_password'>;
  chip: UpdateChip;
  /** The portal path of the item's page. */
  link: string;
  occurredAt?: Date | undefined;
  textIn: (language: LanguageId) => PortalText;
}

/**
 * Stores a notice as an update of each user named (the updates module's, which the app hands to this one, as the
 * updates module depends on this one for its mails); how many were stored.
 */
export type PortalNoticeWriter = (db: Database, notice: PortalNotice, userIds: readonly string[]) => Promise<number>;

/**
 * The kinds the portal shows as a user's own update when their channel includes the portal: the events of orders,
 * documents and tickets. Published updates are the portal's items themselves, and the password notice is kept by the
 * updates module; the list leaves those out by the same channel (ADR 074).
 */
export function isPortalKind(kind: NotificationKind): boolean {
  return (
    kind.startsWith('order_') ||
    kind.startsWith('invoice_') ||
    kind === 'credit_note_issued' ||
    kind === 'ticket_answered'
  );
}

function chipOf(kind: NotificationKind): UpdateChip {
  if (kind === 'order_confirmed') return 'order';
  if (kind.startsWith('order_')) return 'delivery';
  if (kind === 'ticket_answered') return 'ticket';
  return 'documents';
}

/**
 * A notice as the portal shows it: an overdue invoice is a warning, the rest notifications; an order confirmed is
 * about an order confirmation, the rest general. The words are the notice's own (`portalText`, a ticket answer's) or
 * the mail's subject and first line with a link to the item.
 */
export function portalNoticeOf(
  notice: NoticeContent & {
    eventKey: string;
    occurredAt?: Date | undefined;
    portalText?: ((language: LanguageId) => PortalText) | undefined;
  },
): PortalNotice {
  const { kind } = notice;
  const action = kind.startsWith('order_') ? 'portalAction_order' : 'portalAction_document';
  return {
    eventKey: notice.eventKey,
    kind,
    type: kind === 'invoice_overdue' ? 'warning' : 'notification',
    topic: kind === 'order_confirmed' ? 'order_confirmation' : 'general',
    chip: chipOf(kind),
    link: notice.link,
    occurredAt: notice.occurredAt,
    textIn:
      notice.portalText ??
      ((language) => ({
        header: noticeTitle(language, notice),
        body: noticeBody(language, notice),
        ctaLabel: text(language, action),
      })),
  };
}
