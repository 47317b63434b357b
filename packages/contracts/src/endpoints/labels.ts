import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelListSchema, labelParamsSchema } from '../labels.ts';

const tag = 'labels';
const description = 'Entries `{ key, content }` sorted by key, keys `group.name`; 304 when If-None-Match matches.';
const notModified = z.null().describe('Not modified: the ETag of If-None-Match is current');

/** The public call may carry the token of a public link (spec: passed through); it changes nothing. */
export const publicLabelsQuerySchema = z.object({ token: z.string().max(512).optional() });

export const getPublicLabelsEndpoint = defineEndpoint({
  id: 'getPublicLabels',
  method: 'GET',
  path: '/pub/api/v1/labels/:locale',
  access: 'public',
  tag,
  summary: 'Label texts of a locale (public; cached for 5 minutes)',
  description,
  params: labelParamsSchema,
  query: publicLabelsQuerySchema,
  response: labelListSchema,
  answers: { 304: notModified },
  errorDescription: 'Error getting public labels for language {locale}',
});

export const getLabelsEndpoint = defineEndpoint({
  id: 'getLabels',
  method: 'GET',
  path: '/priv/api/v1/labels/:locale',
  // The texts of every page, the waiting page included.
  access: 'token',
  tag,
  summary: 'Label texts of a locale (any signed-in user)',
  description,
  params: labelParamsSchema,
  response: labelListSchema,
  answers: { 304: notModified },
  errorDescription: 'Error getting private labels for language {locale}',
});
