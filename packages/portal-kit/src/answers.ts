import type { z } from 'zod';

/**
 * Whether the browser checks answers against their declared schemas (ADR 079). In development and tests it does,
 * so a drift between a server and its contract shows at once. A production build does not: the server has checked
 * every answer against the same schema before sending it (its serializer), and parsing it again is main-thread
 * time on every answer (the labels alone are some 2,000 texts).
 */
export const checksAnswers: boolean = !import.meta.env.PROD;

/** An answer as its schema describes it: parsed where answers are checked, else taken as the server sent it. */
export function readAnswer<S extends z.ZodType>(schema: S, answer: unknown): z.output<S> {
  return checksAnswers ? schema.parse(answer) : (answer as z.output<S>);
}
