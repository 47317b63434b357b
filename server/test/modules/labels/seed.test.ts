import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { labelLocales, labelPaths, type LabelEntry, type LabelLocale } from '@portal/contracts';
import { gatherLabels, groupsFor, labelGroupsByLocale } from '@portal/contracts/label-files';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { appSettings, labels } from '../../../src/db/schema/index.ts';
import { seedDatabase } from '../../../src/seed/seed-database.ts';
import { seedLabels } from '../../../src/modules/labels/seed.ts';
import { forgetLabels } from '../../../src/modules/labels/store.ts';
import { openTestDatabase, testConfig } from '../../helpers/build-test-app.ts';
import { singleArea, singleAreaCopy } from '../../helpers/label-tree.ts';

// Its own embedded database even when the suite runs on a shared PostgreSQL: these tests rewrite the labels.
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  const config = testConfig({ DATABASE_URL: undefined });
  database = await openTestDatabase(config);
  app = buildApp({ config, database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** The repository's portal texts in one area of a new root, each locale changed by `edit`. */
const editedCopy = singleAreaCopy;

const rowsOf = (locale: LabelLocale) =>
  database.db.select().from(labels).where(eq(labels.locale, locale)).orderBy(asc(labels.key));
const publicLabels = async (locale: LabelLocale) => {
  const response = await app.inject({ method: 'GET', url: labelPaths.public(locale) });
  expect(response.statusCode).toBe(200);
  return { entries: response.json<LabelEntry[]>(), etag: response.headers.etag };
};
const contentOf = (entries: LabelEntry[], key: string) => entries.find((entry) => entry.key === key)?.content;

describe('labels seed', () => {
  it('has put every portal label of the area files in the database, and none of the identity pages', async () => {
    const { areas, files } = gatherLabels();
    const portal = labelGroupsByLocale(files, groupsFor(areas, 'portal'));
    expect(groupsFor(areas, 'server')).toEqual(
      new Set([
        'accessLogExport',
        'accountSettingsMail',
        'customerCreationMail',
        'documentsPdf',
        'identity',
        'notificationMail',
        'ordersExport',
        'reportsExport',
        'ticketsNotice',
      ]),
    );
    for (const locale of labelLocales) {
      const groups = portal[locale];
      const rows = await rowsOf(locale);
      expect(rows).toHaveLength(Object.values(groups).reduce((count, names) => count + Object.keys(names).length, 0));
      expect(rows.find((row) => row.key === 'account.change_account')?.content).toBe(
        groups['account']?.['change_account'],
      );
      expect(rows.filter((row) => row.key.startsWith('identity.'))).toEqual([]);
      // Every text as the files say, and what the public labels call answers.
      const texts = Object.fromEntries(
        Object.entries(groups).flatMap(([group, names]) =>
          Object.entries(names).map(([name, text]) => [`${group}.${name}`, text]),
        ),
      );
      expect(Object.fromEntries(rows.map((row) => [row.key, row.content]))).toEqual(texts);
      const served = (await publicLabels(locale)).entries;
      expect(Object.fromEntries(served.map((entry) => [entry.key, entry.content]))).toEqual(texts);
    }
  });

  it('changes nothing when it runs again on the same files', async () => {
    const before = await database.db.select().from(labels);
    const states = () => database.db.select().from(appSettings).where(like(appSettings.key, 'labels_hash:%'));
    const statesBefore = await states();
    expect(statesBefore).toHaveLength(labelLocales.length);

    expect(await seedLabels(database.db)).toEqual({});
    await seedDatabase(database.db);

    expect(await database.db.select().from(labels)).toEqual(before);
    expect(await states()).toEqual(statesBefore);
  });

  it('applies an edited text, a new key and a removed key, and only in the locales that changed', async () => {
    const before = await publicLabels('fr-FR');
    const untouched = await rowsOf('de-DE');
    const removedKey = before.entries.find((entry) => /^account\.(?!change_account$)/.test(entry.key))?.key ?? '';
    const dir = editedCopy((groups, locale) => {
      if (locale !== 'fr-FR') return groups;
      const { maintenance: _maintenance, account = {}, ...others } = groups;
      const kept = Object.entries(account).filter(([name]) => `account.${name}` !== removedKey);
      return {
        ...others,
        account: {
          ...Object.fromEntries(kept),
          change_account: 'Changer de compte (modifié)',
          added_for_test: 'Nouveau',
        },
      };
    });
    const maintenanceKeys = before.entries.filter((entry) => entry.key.startsWith('maintenance.')).length;
    expect(maintenanceKeys).toBeGreaterThan(0);
    expect(removedKey).not.toBe('');

    expect(await seedLabels(database.db, dir)).toEqual({
      'fr-FR': { inserted: 1, updated: 1, deleted: 1 + maintenanceKeys },
    });

    const after = await publicLabels('fr-FR');
    expect(after.etag).not.toBe(before.etag);
    expect(after.entries).toHaveLength(before.entries.length - maintenanceKeys);
    expect(contentOf(after.entries, 'account.change_account')).toBe('Changer de compte (modifié)');
    expect(contentOf(after.entries, 'account.added_for_test')).toBe('Nouveau');
    expect(contentOf(after.entries, removedKey)).toBeUndefined();
    const [edited] = await database.db
      .select()
      .from(labels)
      .where(and(eq(labels.locale, 'fr-FR'), eq(labels.key, 'account.change_account')));
    expect(edited?.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await rowsOf('de-DE')).toEqual(untouched);

    // The repository's files again: back to what they say.
    expect(await seedLabels(database.db)).toEqual({
      'fr-FR': { inserted: 1 + maintenanceKeys, updated: 1, deleted: 1 },
    });
    expect(await publicLabels('fr-FR')).toEqual(before);
  });

  it('leaves out keys that are not group.name', async () => {
    const dir = editedCopy((groups, locale) => {
      if (locale === 'it-IT') groups['account'] = { ...groups['account'], 'not a key': 'x' };
      return groups;
    });
    await seedLabels(database.db, dir);
    const keys = (await rowsOf('it-IT')).map((row) => row.key);
    expect(keys).toContain('account.change_account');
    expect(keys).not.toContain('account.not a key');
    expect((await publicLabels('it-IT')).entries.map((entry) => entry.key)).toEqual(keys);
  });

  it('empties a locale whose file is empty, which then answers 200 with []', async () => {
    const dir = editedCopy((groups, locale) => (locale === 'es-ES' ? {} : groups));
    const changes = await seedLabels(database.db, dir);
    expect(changes['es-ES']?.deleted).toBeGreaterThan(0);
    expect(await rowsOf('es-ES')).toEqual([]);
    expect((await publicLabels('es-ES')).entries).toEqual([]);
  });

  it('applies nothing when a file cannot be read', async () => {
    const dir = editedCopy((groups) => groups);
    writeFileSync(path.join(dir, singleArea, 'de-DE.json'), '{');
    const before = await database.db.select().from(labels);
    await expect(seedLabels(database.db, dir)).rejects.toThrow(/de-DE\.json/);
    expect(await database.db.select().from(labels)).toEqual(before);
  });

  it('answers from its cache, not the database, until the seed changes a locale', async () => {
    const before = await publicLabels('de-DE');
    await database.db
      .update(labels)
      .set({ content: 'changed behind the cache' })
      .where(and(eq(labels.locale, 'de-DE'), eq(labels.key, 'account.change_account')));
    expect(await publicLabels('de-DE')).toEqual(before);

    forgetLabels(database.db, 'de-DE');
    expect(contentOf((await publicLabels('de-DE')).entries, 'account.change_account')).toBe('changed behind the cache');
  });
});
