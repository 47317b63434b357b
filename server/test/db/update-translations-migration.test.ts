import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0019 on a database that holds updates from before it: the chips stored as words (in whichever
 * language they were written) become the codes the portal shows from its labels, and the English texts stay.
 */

const folder = path.resolve(import.meta.dirname, '../../migrations');
const migrations = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

async function apply(database: PGlite, name: string): Promise<void> {
  for (const statement of readFileSync(path.join(folder, name), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await database.exec(statement);
  }
}

let database: PGlite;

beforeAll(async () => {
  // The extension an earlier migration creates (customer search's trigram index), as the app's embedded database.
  database = await PGlite.create({ extensions: { pg_trgm } });
  for (const name of migrations.filter((file) => file < '0019')) await apply(database, name);
  const chips = ['Price list', 'Lieferung', 'Commande', ' season ', 'Ticket', 'Neuheiten', null];
  for (const [index, chip] of chips.entries()) {
    await database.query(
      `insert into updates (audience, type, topic, header, body, chip_label) values ('allCustomers', 'notification', 'general', $1, 'Body', $2)`,
      [`Update ${index}`, chip],
    );
  }
  await apply(database, migrations.find((file) => file.startsWith('0019_')) ?? '');
});

afterAll(async () => {
  await database.close();
});

describe('migration 0019 (update translations)', () => {
  it('turns the stored chip words into codes, and leaves a word of no known chip without one', async () => {
    const { rows } = await database.query<{ header: string; chip: string | null }>(
      'select header, chip from updates order by header',
    );
    expect(rows).toEqual([
      { header: 'Update 0', chip: 'price_list' },
      { header: 'Update 1', chip: 'delivery' },
      { header: 'Update 2', chip: 'order' },
      { header: 'Update 3', chip: 'season' },
      { header: 'Update 4', chip: 'ticket' },
      { header: 'Update 5', chip: null },
      { header: 'Update 6', chip: null },
    ]);
  });

  it('drops the chip words and starts every update without translations (English for every reader)', async () => {
    const columns = await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'updates' and column_name like 'chip%'`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['chip']);
    const translations = await database.query<{ n: number }>('select count(*)::int as n from update_translations');
    expect(translations.rows[0]?.n).toBe(0);
  });

  it('refuses a chip that is not a code, and a translation into English or an unknown language', async () => {
    await expect(
      database.query(
        `insert into updates (audience, type, topic, header, body, chip) values ('allCustomers', 'notification', 'general', 'x', 'y', 'Price list')`,
      ),
    ).rejects.toThrow(/updates_chip_check/);
    const { rows } = await database.query<{ id: string }>('select id from updates limit 1');
    for (const language of ['en', 'nl']) {
      await expect(
        database.query(
          `insert into update_translations (update_id, language, header, body) values ($1, $2, 'x', 'y')`,
          [rows[0]?.id, language],
        ),
      ).rejects.toThrow(/update_translations_language_check/);
    }
  });
});
