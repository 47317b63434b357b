import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const schema = z.object({ count: z.number().int(), label: z.string().default('none') });

async function freshAnswers() {
  vi.resetModules();
  return import('../src/answers.ts');
}

describe('readAnswer', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('checks answers against their schema outside a production build, so a drift fails at once', async () => {
    vi.stubEnv('PROD', false);
    const { checksAnswers, readAnswer } = await freshAnswers();
    expect(checksAnswers).toBe(true);
    expect(readAnswer(schema, { count: 2 })).toEqual({ count: 2, label: 'none' });
    expect(() => readAnswer(schema, { count: 'two' })).toThrow(z.ZodError);
  });

  it('takes the answer as the server sent it in a production build, where the server has checked it', async () => {
    vi.stubEnv('PROD', true);
    const { checksAnswers, readAnswer } = await freshAnswers();
    expect(checksAnswers).toBe(false);
    const sent = { count: 2, label: 'sent' };
    expect(readAnswer(schema, sent)).toBe(sent);
  });
});
