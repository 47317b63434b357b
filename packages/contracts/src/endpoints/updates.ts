import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  publishedUpdateSchema,
  publishUpdateSchema,
  unreadCountSchema,
  updateListQuerySchema,
  updatePageSchema,
  updateParamsSchema,
  updateReadingQuerySchema,
  updateSchema,
  updateSoldToQuerySchema,
  updateSoldTosQuerySchema,
} from '../updates.ts';

/**
 * Updates (issue 16): the caller's notifications, warnings and alerts in a sold-to, their read and deleted state,
 * the live unread count, and publishing. Every `/priv` call names the sold-to (`soldTo`): one of the caller's
 * own, or for staff allowed on behalf any customer. An update the caller does not receive answers 404.
 * The calls name no `section`: the server checks the updates section's rule on the sold-to named (and with the
 * on-behalf permissions for staff), not where the caller works now, so staff can follow a customer's updates.
 * The texts come in the language named by `lang`, else the caller's saved language, and in English where an update
 * has no text in that language; the chip is a code the portal shows from its labels.
 */

const tag = 'updates';
const refusals = [404] as const;

export const getUpdatesEndpoint = defineEndpoint({
  id: 'getUpdates',
  method: 'GET',
  path: '/priv/api/v1/updates',
  access: 'portal',
  tag,
  summary: "A page of the caller's updates in the sold-to, newest (or unread) first, with the unread count",
  description:
    'Notifications and warnings need the notifications permission, alerts the alerts permission (both are off ' +
    'with the hide-updates setting). The portal asks for the password notice with `updateType=expiring_password`, ' +
    "page 0, size 1. Texts are in `lang` (default: the caller's saved language), English where an update has " +
    'none in it. `soldTo` may name several sold-tos, comma-separated (`1000102,1000103`): each must be the ' +
    'caller’s with notifications or alerts, else 403 naming it; the answer lists what the caller receives in any ' +
    'of them, each update once, with the sold-to it was sent to (`customerId`), and `unread` counts the same set.',
  query: updateListQuerySchema,
  response: updatePageSchema,
  refusals,
  errorDescription: 'Error getting the updates of customer {soldTo}',
});

export const getUpdateEndpoint = defineEndpoint({
  id: 'getUpdate',
  method: 'GET',
  path: '/priv/api/v1/updates/:id',
  access: 'portal',
  tag,
  summary: 'One update of the caller in the sold-to',
  description: "Its texts are in `lang` (default: the caller's saved language), English where it has none in it.",
  params: updateParamsSchema,
  query: updateReadingQuerySchema,
  response: updateSchema,
  refusals,
  errorDescription: 'Error getting the update {id}',
});

export const markUpdateReadEndpoint = defineEndpoint({
  id: 'markUpdateRead',
  method: 'POST',
  path: '/priv/api/v1/updates/:id/read',
  access: 'portal',
  tag,
  summary: 'Marks one update read for the caller; answers the unread count afterwards',
  params: updateParamsSchema,
  query: updateSoldTosQuerySchema,
  response: unreadCountSchema,
  refusals,
  errorDescription: 'Error marking the update {id} read',
});

export const markAllUpdatesReadEndpoint = defineEndpoint({
  id: 'markAllUpdatesRead',
  method: 'POST',
  path: '/priv/api/v1/updates/read-all',
  access: 'portal',
  tag,
  summary: "Marks all of the caller's updates in the sold-to read",
  query: updateSoldTosQuerySchema,
  response: unreadCountSchema,
  refusals,
  errorDescription: 'Error marking the updates of customer {soldTo} read',
});

export const deleteUpdateEndpoint = defineEndpoint({
  id: 'deleteUpdate',
  method: 'DELETE',
  path: '/priv/api/v1/updates/:id',
  access: 'portal',
  tag,
  summary: 'Deletes one update for the caller (it never comes back); answers the unread count afterwards',
  params: updateParamsSchema,
  query: updateSoldTosQuerySchema,
  response: unreadCountSchema,
  refusals,
  errorDescription: 'Error deleting the update {id}',
});

/**
 * Not called through `callEndpoint` (its answer is a stream): the portal reads it with fetch-event-source and the
 * bearer header.
 */
export const streamUnreadUpdatesEndpoint = defineEndpoint({
  id: 'streamUnreadUpdates',
  method: 'GET',
  path: '/priv/api/v1/updates/stream',
  access: 'portal',
  tag,
  summary: "Server-Sent Events: the caller's unread count in the sold-to, at once and whenever it changes",
  description:
    'Each event is `event: unread` with `data: {"unread": n}`; a comment line keeps the connection alive. ' +
    'Every server instance reads the count from the database, so an update published on another instance ' +
    'arrives within a few seconds. At most 10 streams per sign-in and instance: a further one is answered 429.',
  query: updateSoldToQuerySchema,
  mediaTypes: ['text/event-stream'],
  response: z.string().describe('text/event-stream'),
  refusals: [...refusals, 429],
  errorDescription: 'Error following the updates of customer {soldTo}',
});

export const publishUpdateEndpoint = defineEndpoint({
  id: 'publishUpdate',
  method: 'POST',
  path: '/api/admin/updates',
  access: 'portal',
  tag: 'admin-updates',
  summary: 'Publishes an update to one user, a sold-to, every customer of a brand or all customers',
  description:
    'For staff with the admin tool or the CMS permission. An unknown user or sold-to answers 400. `header`, ' +
    '`body` and `cta.label` are the English text, which every update needs; `translations` adds the other ' +
    'languages (each optional, with `ctaLabel` exactly when there is a `cta`); readers of a language without a ' +
    "text read the English one. `chip` is a code the portal shows in the reader's language.",
  body: publishUpdateSchema,
  response: publishedUpdateSchema,
  status: 201,
  errorDescription: 'Error publishing the update',
});
