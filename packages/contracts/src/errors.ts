import { z } from 'zod';

/** Body of every error response of the API: `{ error, message, details? }`. */
export const apiErrorSchema = z.object({
  error: z.string().describe('Short machine-readable error name, e.g. "Bad Request".'),
  message: z.string().describe('Human-readable explanation; names the offending field for bad input.'),
  reason: z
    .string()
    .optional()
    .describe('Why a refusal happened, where the portal acts on it, e.g. "on_behalf_session_ended".'),
  details: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
