import type { CustomerSearchPage, CustomerSearchQuery, CustomerSearchResult } from '@portal/contracts';
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
  total?: string | number;
}

// Both drivers (node-postgres and PGlite) answer `{ rows }`.
const rowsOf = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Trigrams need three characters; shorter queries match customer numbers, VAT ids and postcodes exactly only. */
const minimumFuzzyLength = 3;

/** A customer number, VAT id or postcode rather than words: one token with at least three digits. */
const identifierPattern = /^(?=(?:\D*\d){3})\S+$/;

/** Whether the query is matched against names and cities too (by trigrams), not only as an identifier. */
const searchesNames = (q: string) => q.length >= minimumFuzzyLength && !identifierPattern.test(q);

/**
 * Every way a query can name a customer, each with its rank: the exact number first, then numbers beginning with
 * it, the VAT id, legal names by trigram word similarity (typos allowed), then the sold-to's city and postcode.
 * Each branch is served by an index of its own; one branch per index, because PostgreSQL plans an OR of trigram
 * conditions as a scan of the whole table.
 */
function matchesOf(q: string): SQL {
  const lower = q.toLowerCase();
  const upper = q.toUpperCase();
  const branches: SQL[] = [
    sql`select customer_id, 100::real as score from customers where customer_id = ${q}`,
    sql`select customer_id, 85::real from customers where upper(vat_id) = ${upper.replaceAll(' ', '')}`,
    sql`select customer_id, 40::real from customer_nodes where partner_function = 'SP' and upper(postcode) = ${upper}`,
  ];
  if (q.length >= minimumFuzzyLength && /^\d+$/.test(q)) {
    branches.push(sql`select customer_id, 90::real from customers where customer_id like ${`${q}%`}`);
  }
  if (searchesNames(q)) {
    branches.push(
      // Word similarity (`%>`): the query against the best-matching run of words in the name, typos allowed.
      sql`select customer_id, (50 + 40 * word_similarity(${lower}, lower(legal_name)))::real
          from customers where lower(legal_name) %> ${lower}`,
      sql`select customer_id, 40::real from customer_nodes where partner_function = 'SP' and lower(city) = ${lower}`,
    );
  }
  return sql.join(branches, sql` union all `);
}

/**
 * A page of customers for the staff's customer search, best match first (then by name); without `q`, every customer
 * by name. `country` and `brand` narrow either.
 */
export async function searchCustomers(db: Database, query: CustomerSearchQuery): Promise<CustomerSearchPage> {
  const { q, country, brand, pageNumber, pageSize } = query;
  const ranked = q
    ? sql`(select customer_id, max(score) as score from (${matchesOf(q)}) as matches group by customer_id)`
    : sql`(select customer_id, 0::real as score from customers)`;
  const filters: SQL[] = [sql`true`];
  if (country) filters.push(sql`c.country = ${country}`);
  if (brand) {
    filters.push(
      sql`exists (select 1 from customer_brands b where b.customer_id = c.customer_id and b.brand_id = ${brand})`,
    );
  }
  // The page is chosen first; only its customers then get their sold-to address.
  const pageQuery = sql`with page as (
          select c.customer_id, c.legal_name, c.country, c.vat_id, r.score, count(*) over () as total
          from ${ranked} as r
          join customers c on c.customer_id = r.customer_id
          where ${sql.join(filters, sql` and `)}
          order by r.score desc, c.legal_name, c.customer_id
          limit ${pageSize} offset ${pageNumber * pageSize}
        )
        select ${summaryColumns}, c.total from page c ${soldToAddress}
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
