import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { insertSettingUnlessSet, readSetting } from '../../db/settings.ts';

/** The `app_settings` key of the unsubscribe links' HMAC key: made once, shared by every instance. */
const keySetting = 'notifications.unsubscribe_key';

/** The key the unsubscribe links are signed with; the first instance to need it makes it. */
export async function unsubscribeKey(db: Database): Promise<Buffer> {
  let stored = await readSetting(db, keySetting);
  if (typeof stored !== 'string') {
    await insertSettingUnlessSet(db, keySetting, randomBytes(32).toString('base64url'));
    stored = await readSetting(db, keySetting);
  }
  if (typeof stored !== 'string') throw new Error('The unsubscribe key could not be stored.');
  return Buffer.from(stored, 'base64url');
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${payload}`).digest();
}

/** What a link unsubscribes from: one kind, or every kind (a digest's link). */
export type UnsubscribeScope = NotificationKind | 'all';

/** A token naming one user and one kind, signed: `<user id>.<kind>.<signature>`. It needs no sign-in. */
export function signUnsubscribe(key: Buffer, userId: string, kind: UnsubscribeScope): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The user and kind of a token whose signature holds (compared in constant time); undefined otherwise. */
export function verifyUnsubscribe(key: Buffer, token: string): { userId: string; kind: UnsubscribeScope } | undefined {
  const [userId, kind, signature, ...rest] = token.split('.');
  if (!userId || !kind || !signature || rest.length > 0) return undefined;
  if (kind !== 'all' && !(notificationKinds as readonly string[]).includes(kind)) return undefined;
  const expected = mac(key, `${userId}.${kind}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, kind: kind as UnsubscribeScope };
}
