import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { loadPersonas } from './demo-files.ts';

/** The usernames of the demo personas; none when the demo folder is not deployed. */
function demoUsernames(): string[] {
  try {
    return loadPersonas().personas.map((persona) => persona.username);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The demo personas (`server/demo/personas.json`) that are in the database. */
export async function demoPersonasIn(db: Database): Promise<string[]> {
  const usernames = demoUsernames();
  if (usernames.length === 0) return [];
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, usernames))
    .orderBy(users.username);
  return rows.map((row) => row.username);
}

/**
 * With NODE_ENV=production, throws while demo personas are in the database: anyone who read the repository knows
 * their password. Runs after the migrations, before the server listens.
 */
export async function refuseDemoDataInProduction(db: Database, config: Pick<Config, 'NODE_ENV'>): Promise<void> {
  if (config.NODE_ENV !== 'production') return;
  const found = await demoPersonasIn(db);
  if (found.length === 0) return;
  throw new Error(
    `NODE_ENV=production, but the database holds ${found.length} demo persona(s) whose password is published (${found.join(', ')}). ` +
      'Start production on a database without demo data, or delete these users first.',
  );
}
