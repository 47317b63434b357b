import { privilegeCatalogue } from '@portal/contracts';
import { notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { brands, privileges } from '../db/schema/index.ts';
import { brandCatalogue } from '../modules/accounts/brands.ts';

/**
 * Reference data every instance needs, production included: the brand catalogue (insert-only, as operators may
 * adjust a brand's presentation) and the privilege catalogue, kept equal to packages/contracts.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(brands)
    .values([...brandCatalogue])
    .onConflictDoNothing();
  await db
    .insert(privileges)
    .values(privilegeCatalogue.map(({ code, internalOnly }) => ({ code, internalOnly })))
    .onConflictDoUpdate({ target: privileges.code, set: { internalOnly: sql`excluded.internal_only` } });
  await db.delete(privileges).where(
    notInArray(
      privileges.code,
      privilegeCatalogue.map((entry) => entry.code),
    ),
  );
}
