import { updateTranslationLanguages } from '@portal/contracts';
import type { PortalNoticeWriter } from '../notices/index.ts';
import { insertPersonalNotices } from './store.ts';

/**
 * The portal channel of the notices (ADR 074): a notice of an order, a document or a ticket becomes an update of each
 * user whose channel for its kind includes the portal, in English with its text in every other language, linking to
 * the item's page and dated when it happened. One update per event and user, however often the event is reported.
 */
export const writePortalNotices: PortalNoticeWriter = (db, notice, userIds) => {
  const english = notice.textIn('en');
  return insertPersonalNotices(
    db,
    {
      kind: notice.kind,
      eventKey: notice.eventKey,
      type: notice.type,
      topic: notice.topic,
      header: english.header,
      body: english.body,
      chip: notice.chip,
      cta: { label: english.ctaLabel, href: notice.link },
      translations: Object.fromEntries(
        updateTranslationLanguages.map((language) => [language, notice.textIn(language)]),
      ),
      createdAt: notice.occurredAt,
    },
    userIds,
  );
};
