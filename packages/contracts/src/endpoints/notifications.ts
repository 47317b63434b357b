import { defineEndpoint } from '../endpoint.ts';
import {
  notificationJobIdParamsSchema,
  notificationJobListQuerySchema,
  notificationJobListSchema,
  notificationJobRetriedSchema,
  notificationPaths,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '../notification-preferences.ts';

/**
 * Notification preferences (issue 33): the signed-in user's own, on the account pages, by the rule of their page
 * (`notificationPreferences` of the manifest: login and security or company info), and the staff's view of the mail
 * queue (admin tool).
 */

const tag = 'notifications';

export const getNotificationPreferencesEndpoint = defineEndpoint({
  id: 'getNotificationPreferences',
  method: 'GET',
  path: notificationPaths.preferences,
  access: 'portal',
  tag,
  summary: "The caller's notification preferences: per kind the caller may be told of, the channel; the e-mail timing",
  description: 'Needs loginSecurity or companyInfo; not in an on-behalf session (the preferences are the user’s own).',
  response: notificationPreferencesSchema,
  errorDescription: 'Error getting the notification preferences',
});

export const updateNotificationPreferencesEndpoint = defineEndpoint({
  id: 'updateNotificationPreferences',
  method: 'PUT',
  path: notificationPaths.preferences,
  access: 'portal',
  tag,
  summary: "Changes the caller's notification preferences; the answer is the preferences as stored",
  description:
    'A kind the caller may not be told of (by permission) answers 400 naming it; kinds not named keep their channel.',
  body: notificationPreferencesUpdateSchema,
  response: notificationPreferencesSchema,
  errorDescription: 'Error saving the notification preferences',
});

export const listNotificationJobsEndpoint = defineEndpoint({
  id: 'listNotificationJobs',
  method: 'GET',
  path: notificationPaths.jobs,
  access: 'portal',
  tag,
  summary: 'The mail queue’s jobs that failed (retrying or dead), newest first, with counts per state (admin tool)',
  query: notificationJobListQuerySchema,
  response: notificationJobListSchema,
  errorDescription: 'Error getting the notification jobs',
});

export const retryNotificationJobEndpoint = defineEndpoint({
  id: 'retryNotificationJob',
  method: 'POST',
  path: notificationPaths.jobRetry,
  access: 'portal',
  tag,
  summary: 'Sends a failed (retrying or dead) job of the mail queue again now (admin tool, not on behalf)',
  description:
    'The job is due at once; a dead job gets one attempt more, its attempts so far are kept (ADR 073). ' +
    'An unknown job answers 404; a job that is not retrying or dead (waiting, being sent, done) answers 409.',
  params: notificationJobIdParamsSchema,
  response: notificationJobRetriedSchema,
  refusals: [404, 409],
  errorDescription: 'Error sending notification job {jobId} again',
});
