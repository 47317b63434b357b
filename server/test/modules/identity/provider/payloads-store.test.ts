import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/db/client.ts';
import { oidcPayloads } from '../../../../src/db/schema/index.ts';
import {
  DatabaseAdapter,
  deleteExpiredPayloads,
  isGrantActive,
} from '../../../../src/modules/identity/provider/payloads-store.ts';
import { openTestDatabase } from '../../../helpers/build-test-app.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const id = () => randomUUID();

describe('DatabaseAdapter', () => {
  it('stores, finds and destroys a payload per model', async () => {
    const sessions = new DatabaseAdapter(database.db, 'Session');
    const grants = new DatabaseAdapter(database.db, 'Grant');
    const key = id();
    await sessions.upsert(key, { uid: `uid-${key}`, accountId: 'a' }, 60);
    expect(await sessions.find(key)).toEqual({ uid: `uid-${key}`, accountId: 'a' });
    expect(await sessions.findByUid(`uid-${key}`)).toEqual({ uid: `uid-${key}`, accountId: 'a' });
    expect(await grants.find(key)).toBeUndefined();

    await sessions.upsert(key, { uid: `uid-${key}`, accountId: 'b' }, 60);
    expect(await sessions.find(key)).toMatchObject({ accountId: 'b' });

    await sessions.destroy(key);
    expect(await sessions.find(key)).toBeUndefined();
  });

  it('marks a consumed payload, so reuse can be detected', async () => {
    const refreshTokens = new DatabaseAdapter(database.db, 'RefreshToken');
    const key = id();
    await refreshTokens.upsert(key, { grantId: 'g' }, 60);
    await refreshTokens.consume(key);
    expect(await refreshTokens.find(key)).toMatchObject({ grantId: 'g', consumed: expect.any(Number) });
  });

  it('finds device flow payloads by user code', async () => {
    const deviceCodes = new DatabaseAdapter(database.db, 'DeviceCode');
    const key = id();
    await deviceCodes.upsert(key, { userCode: `code-${key}` }, 60);
    expect(await deviceCodes.findByUserCode(`code-${key}`)).toEqual({ userCode: `code-${key}` });
  });

  it('treats an expired payload as gone', async () => {
    const codes = new DatabaseAdapter(database.db, 'AuthorizationCode');
    const key = id();
    await codes.upsert(key, { grantId: 'g' }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(oidcPayloads.model, 'AuthorizationCode'), eq(oidcPayloads.id, key)));
    expect(await codes.find(key)).toBeUndefined();
  });

  it('revokes the payloads of one grant in its own model', async () => {
    const grantId = id();
    const refreshTokens = new DatabaseAdapter(database.db, 'RefreshToken');
    const codes = new DatabaseAdapter(database.db, 'AuthorizationCode');
    const [token, other, code] = [id(), id(), id()];
    await refreshTokens.upsert(token, { grantId }, 60);
    await refreshTokens.upsert(other, { grantId: id() }, 60);
    await codes.upsert(code, { grantId }, 60);

    await refreshTokens.revokeByGrantId(grantId);
    expect(await refreshTokens.find(token)).toBeUndefined();
    expect(await refreshTokens.find(other)).toBeDefined();
    expect(await codes.find(code)).toBeDefined();
  });
});

describe('isGrantActive', () => {
  it('is true for a stored, unexpired grant only', async () => {
    const grants = new DatabaseAdapter(database.db, 'Grant');
    const key = id();
    expect(await isGrantActive(database.db, key)).toBe(false);
    await grants.upsert(key, { accountId: 'a' }, 60);
    expect(await isGrantActive(database.db, key)).toBe(true);
    await grants.destroy(key);
    expect(await isGrantActive(database.db, key)).toBe(false);
  });
});

describe('deleteExpiredPayloads', () => {
  it('removes expired rows and keeps the rest', async () => {
    const sessions = new DatabaseAdapter(database.db, 'Session');
    const [expired, live] = [id(), id()];
    await sessions.upsert(expired, { uid: id() }, 60);
    await sessions.upsert(live, { uid: id() }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(oidcPayloads.model, 'Session'), eq(oidcPayloads.id, expired)));

    expect(await deleteExpiredPayloads(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Session'), sql`${oidcPayloads.id} in (${expired}, ${live})`));
    expect(left).toEqual([{ id: live }]);
  });
});
