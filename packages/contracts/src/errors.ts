import { z } from 'zod';

/** Body of every error response of the API: `{ error, message, details? }`. */
export const apiErrorSchema = z.object({
  error: z.string().describe('Short machine-readable error name, e.g. "Bad Request".'),
  message: z.string().describe('Human-readable explanation; names the offending field for bad input.'),
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
