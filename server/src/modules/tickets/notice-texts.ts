import { serverTexts } from '../../lib/server-texts.ts';

/** The update a sold-to's users get when customer service answers a ticket: the `ticketsNotice` label group. */
export const noticeText = serverTexts('ticketsNotice');
