import type {
  CustomerMatchKind,
  CustomerSearchPage,
  CustomerSearchQuery,
  CustomerSearchResult,
} from '@portal/contracts';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, customerBrands } from '../../db/schema/index.ts';

interface MatchRow {
  customer_id: string;
  legal_name: string;
  country: string;
  vat_id: string | null;
  city: string | null;
  postcode: string | null;
  matched_by?: CustomerMatchKind | null;
  matched?: string | null;
  total?: string | number;
}

/**
 * A branch of the customer search kept by another module's store (account-settings' contacts): for the query, a
 * statement whose rows are `customer_id, score, matched_by, matched` (or nothing to add), served by an index.
 */
export type CustomerMatchSource = (q: string) => SQL | undefined;

// Both drivers (node-postgres and PGlite) answer `{ rows }`.
const rowsOf = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Trigrams need three characters; shorter queries match customer numbers, VAT ids and postcodes exactly only. */
const minimumFuzzyLength = 3;

/** A customer number, VAT id or postcode rather than words: one token with at least three digits. */
const identifierPattern = /^(?=(?:\D*\d){3})\S+$/;

/** Whether the query is matched against names and cities too (by trigrams), not only as an identifier. */
const searchesNames = (q: string) => q.length >= minimumFuzzyLength && !identifierPattern.test(q);

/** Whether the query may be part of an e-mail address: one word with `@` or `.`, three characters at least. */
export const searchesEmails = (q: string) => q.length >= minimumFuzzyLength && /^\S*[@.]\S*$/.test(q);

/** `text` for a LIKE pattern, matched literally. */
export const likeText = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The beginning of a phone number in E.164 as contacts are stored (`+4930...`), from a query of digits with the
 * country code (`+49 30 …`, `0049 30-…`); undefined unless it has at least five digits.
 */
export function phonePrefixOf(q: string): string | undefined {
  const compact = q.replace(/[\s()./-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{4,14}$/.test(international) ? international : undefined;
}

/**
 * Every way a query can name a customer, each with its rank and what it matched: the exact number first, then
 * numbers beginning with it, the VAT id, legal names by trigram word similarity (typos allowed), ship-to names
 * likewise a little lower, users' e-mail addresses, then the city and postcode of the sold-to and of its ship-tos;
 * `sources` add other modules' branches (contacts). Each branch is served by an index of its own; one branch per
 * index, because PostgreSQL plans an OR of trigram conditions as a scan of the whole table.
 */
function matchesOf(q: string, sources: readonly CustomerMatchSource[]): SQL {
  const lower = q.toLowerCase();
  const upper = q.toUpperCase();
  // The sold-to's own address ranks above a ship-to's.
  const place = (column: SQL, kind: 'city' | 'postcode') =>
    sql`select customer_id,
          (case when partner_function = 'SP' then 40 else 35 end)::real,
          (case when partner_function = 'SP' then ${kind} else ${kind === 'city' ? 'shipToCity' : 'shipToPostcode'} end),
          (case when partner_function = 'SP' then ${column} else name || ', ' || ${column} end)
        from customer_nodes where partner_function in ('SP', 'SH')`;
  const branches: SQL[] = [
    sql`select customer_id, 100::real as score, 'number' as matched_by, customer_id as matched
        from customers where customer_id = ${q}`,
    sql`select customer_id, 85::real, 'vatId', vat_id from customers where upper(vat_id) = ${upper.replaceAll(' ', '')}`,
    sql`${place(sql`postcode`, 'postcode')} and upper(postcode) = ${upper}`,
  ];
  if (q.length >= minimumFuzzyLength && /^\d+$/.test(q)) {
    branches.push(
      sql`select customer_id, 90::real, 'number', customer_id from customers where customer_id like ${`${q}%`}`,
    );
  }
  if (searchesNames(q)) {
    branches.push(
      // Word similarity (`%>`): the query against the best-matching run of words in the name, typos allowed.
      sql`select customer_id, (50 + 40 * word_similarity(${lower}, lower(legal_name)))::real, 'name', legal_name
          from customers where lower(legal_name) %> ${lower}`,
      sql`select customer_id, (45 + 40 * word_similarity(${lower}, lower(name)))::real, 'shipToName', name
          from customer_nodes where partner_function = 'SH' and lower(name) %> ${lower}`,
      sql`${place(sql`city`, 'city')} and lower(city) = ${lower}`,
    );
  }
  if (searchesEmails(q)) {
    // A user with entries for several sold-tos names each of them.
    branches.push(sql`select p.customer_id, 60::real, 'userEmail', u.username
        from users u join portal_privileges p on p.user_id = u.id
        where lower(u.username) like ${`%${likeText(q)}%`} and p.customer_id is not null`);
  }
  for (const source of sources) {
    const branch = source(q);
    if (branch) branches.push(branch);
  }
  return sql.join(branches, sql` union all `);
}

/**
 * A page of customers for the staff's customer search, best match first (then by name); without `q`, every customer
 * by name. `country` and `brand` narrow either.
 */
export async function searchCustomers(
  db: Database,
  query: CustomerSearchQuery,
  sources: readonly CustomerMatchSource[] = [],
): Promise<CustomerSearchPage> {
  const { q, country, brand, pageNumber, pageSize } = query;
  // Each customer once, with its best match (and what that matched).
  const ranked = q
    ? sql`(select distinct on (customer_id) customer_id, score, matched_by, matched
          from (${matchesOf(q, sources)}) as matches order by customer_id, score desc, matched_by)`
    : sql`(select customer_id, 0::real as score, null::text as matched_by, null::text as matched from customers)`;
  const filters: SQL[] = [sql`true`];
  if (country) filters.push(sql`c.country = ${country}`);
  if (brand) {
    filters.push(
      sql`exists (select 1 from customer_brands b where b.customer_id = c.customer_id and b.brand_id = ${brand})`,
    );
  }
  // The page is chosen first; only its customers then get their sold-to address.
  const pageQuery = sql`with page as (
          select c.customer_id, c.legal_name, c.country, c.vat_id, r.score, r.matched_by, r.matched,
            count(*) over () as total
          from ${ranked} as r
          join customers c on c.customer_id = r.customer_id
          where ${sql.join(filters, sql` and `)}
          order by r.score desc, c.legal_name, c.customer_id
          limit ${pageSize} offset ${pageNumber * pageSize}
        )
        select ${summaryColumns}, c.matched_by, c.matched, c.total from page c ${soldToAddress}
        order by c.score desc, c.legal_name, c.customer_id`;
  const rows =
    q.length >= minimumFuzzyLength ? await withTrigramIndex(db, pageQuery) : await rowsOf<MatchRow>(db, pageQuery);
  return {
    items: await summariesOf(db, rows),
    pageNumber,
    pageSize,
    totalElements: Number(rows[0]?.total ?? 0),
  };
}

/**
 * Runs a query with a trigram condition so that it uses the trigram index: PostgreSQL's estimate of how many names
 * a multi-word query matches can make a scan of the whole table look cheaper, and that scan computes the similarity
 * of every name (hundreds of milliseconds at 100,000 customers instead of a few).
 */
function withTrigramIndex(db: Database, query: SQL): Promise<MatchRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return ((await tx.execute(query)) as unknown as { rows: MatchRow[] }).rows;
  });
}

const summaryColumns = sql`c.customer_id, c.legal_name, c.country, c.vat_id, sp.city, sp.postcode`;
const soldToAddress = sql`left join lateral (
  select city, postcode from customer_nodes n
  where n.customer_id = c.customer_id and n.partner_function = 'SP' order by n.node_id limit 1
) sp on true`;

/** The customers named, as the search lists them, in the order given; unknown ids are left out. */
export async function customerSummaries(db: Database, customerIds: readonly string[]): Promise<CustomerSearchResult[]> {
  if (customerIds.length === 0) return [];
  const rows = await rowsOf<MatchRow>(
    db,
    sql`select ${summaryColumns} from customers c ${soldToAddress}
        where c.customer_id in (${sql.join(
          customerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const summaries = await summariesOf(db, rows);
  return customerIds.flatMap((id) => summaries.filter((summary) => summary.customerId === id));
}

async function summariesOf(db: Database, rows: readonly MatchRow[]): Promise<CustomerSearchResult[]> {
  const brandsOf = await brandListsOf(
    db,
    rows.map((row) => row.customer_id),
  );
  return rows.map((row) => ({
    customerId: row.customer_id,
    legalName: row.legal_name,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    vatId: row.vat_id,
    brands: brandsOf.get(row.customer_id) ?? [],
    matchedBy: row.matched_by ? { kind: row.matched_by, text: row.matched ?? '' } : null,
  }));
}

/** The brands each customer buys (any division), in catalogue order. */
async function brandListsOf(
  db: Database,
  customerIds: readonly string[],
): Promise<Map<string, Array<{ id: string; name: string }>>> {
  const lists = new Map<string, Array<{ id: string; name: string }>>();
  if (customerIds.length === 0) return lists;
  const rows = await db
    .selectDistinct({ customerId: customerBrands.customerId, id: brands.id, name: brands.name, order: brands.order })
    .from(customerBrands)
    .innerJoin(brands, eq(brands.id, customerBrands.brandId))
    .where(inArray(customerBrands.customerId, [...customerIds]))
    .orderBy(asc(brands.order));
  for (const { customerId, id, name } of rows) {
    lists.set(customerId, [...(lists.get(customerId) ?? []), { id, name }]);
  }
  return lists;
}
