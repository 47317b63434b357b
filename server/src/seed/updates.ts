import { createHash } from 'node:crypto';
import { checkTranslatedCallToAction, publishUpdateFieldsSchema } from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { insertMissingUpdates, type StoredAudience } from '../modules/updates/index.ts';
import { readDemoFile } from './demo-files.ts';

/**
 * Demo updates (`demo/updates.json`): a mix per persona of order confirmations, delivery delays, a price-list
 * alert and season news, for a user, a sold-to, a brand's customers or all customers, some already read, each in
 * the five languages. Each has a fixed id made from its key, so seeding again adds nothing and a user's read or
 * deleted state stays (seeding again does bring the file's texts).
 */

export const updatesFileSchema = z.strictObject({
  updates: z.array(
    publishUpdateFieldsSchema
      .omit({ expiresAt: true })
      .extend({
        key: z.string().regex(/^[a-z0-9-]+$/),
        /** How long before the seeding the update was published. */
        hoursAgo: z
          .number()
          .int()
          .min(0)
          .max(24 * 365),
        /** Personas who have read it already. */
        readBy: z.array(z.email()),
      })
      .superRefine(checkTranslatedCallToAction),
  ),
});

/** A stable id for a demo update: a UUID (version 5 layout) from a hash of its key. */
export function demoUpdateId(key: string): string {
  const hex = createHash('sha1').update(`portal-demo-update:${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export async function seedDemoUpdates(db: Database): Promise<void> {
  const { updates } = readDemoFile('updates.json', updatesFileSchema);
  const usernames = [
    ...new Set(
      updates.flatMap((update) => [
        ...update.readBy,
        ...(update.audience.kind === 'user' ? [update.audience.username] : []),
      ]),
    ),
  ];
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, usernames));
  const idOf = new Map(rows.map((row) => [row.username.toLowerCase(), row.id]));
  const userId = (username: string) => {
    const id = idOf.get(username);
    if (!id) throw new Error(`Demo data file updates.json names ${username}, who is not a persona`);
    return id;
  };
  const now = Date.now();
  await insertMissingUpdates(
    db,
    updates.map(({ key, audience, hoursAgo, readBy, updateType, ...update }) => {
      const stored: StoredAudience =
        audience.kind === 'user' ? { kind: 'user', userId: userId(audience.username) } : audience;
      return {
        update: {
          ...update,
          id: demoUpdateId(key),
          audience: stored,
          topic: updateType,
          createdAt: new Date(now - hoursAgo * 3_600_000),
          createdBy: 'demo',
        },
        readBy: readBy.map(userId),
      };
    }),
  );
}
