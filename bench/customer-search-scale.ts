// Customer search at scale: staff@'s customer search p95 at 100,000 customers against 1,000, two databases side by
// side on one PostgreSQL. Usage: npm run bench -- --only customer-search [--customer-search-samples 120]
import pg from 'pg';
import { withPostgres } from './authenticated-call.ts';
import {
  compareSides,
  formatComparisons,
  freshDatabaseBeside,
  startScaleSide,
  stopScaleSides,
  type CallComparison,
  type ScaleCall,
  type ScaleSide,
} from './scale-sides.ts';

/** Customers besides the demo's, with generated names, VAT ids and sold-to addresses in 15 cities. */
const scales: Record<ScaleSide['name'], number> = { small: 1_000, large: 100_000 };

async function fill(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      create temporary table words as select
        array['Alpen','Berg','Nord','Sport','Outdoor','Trail','Summit','Lago','Costa','Urban',
              'Piste','Fjell','Velo','Riva','Monte','Sierra','Atlas','Boreal','Cima','Delta'] as stems,
        array['haus','shop','store','sport','moda','line','point','zone','world','market'] as endings,
        array['GmbH','Ltd','SARL','S.r.l.','S.L.','AG','BV','AB'] as forms,
        array['DE','GB','FR','IT','ES','DE','NL','SE'] as countries,
        array['Berlin','Munich','Hamburg','Lyon','Paris','Milan','Turin','Madrid','Barcelona','Leeds','Manchester',
              'Vienna','Zurich','Oslo','Stockholm'] as cities;
      insert into customers (customer_id, legal_name, country, language, vat_id)
      select (3000000 + c)::text,
        stems[1 + c % 20] || endings[1 + (c / 20) % 10] || ' ' || stems[1 + (c / 200) % 20] || ' ' || forms[1 + c % 8],
        countries[1 + c % 8], 'en', countries[1 + c % 8] || lpad(c::text, 9, '0')
      from generate_series(1, ${count}) as c, words;
      insert into customer_nodes (node_id, customer_id, partner_function, name, street, postcode, city, country, language)
      select (3000000 + c)::text, (3000000 + c)::text, 'SP', 'Head office', c || ' Main Street',
        lpad((10000 + c % 89999)::text, 5, '0'), cities[1 + c % 15], countries[1 + c % 8], 'en'
      from generate_series(1, ${count}) as c, words;
      analyze;`);
    const { rows } = await client.query<{ count: string }>('select count(*) from customers');
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

const search = (query: string) => `/priv/api/v1/customer-search?${query}`;
const calls: ScaleCall[] = [
  ['misspelt name', () => search('q=Colins%20Outdor')],
  ['generated name', (_side, sample) => search(`q=${['Alpenhaus', 'Trailshop Berg', 'Rivamoda'][sample % 3]}`)],
  ['exact number', () => search('q=1000107')],
  ['number prefix', () => search('q=100010')],
  ['VAT id', () => search('q=DE000000500')],
  ['city', () => search('q=Manchester')],
  ['country and brand', () => search('country=DE&brand=40')],
];

export interface CustomerSearchScaleResult {
  database: string;
  customers: Record<ScaleSide['name'], number>;
  calls: CallComparison[];
}

export async function measureCustomerSearchScale(
  samples = 120,
): Promise<CustomerSearchScaleResult | { skipped: string }> {
  return withPostgres(async (url, label) => {
    const largeUrl = await freshDatabaseBeside(url, 'portal_bench_customer_search_large');
    const staff = async () => ({ username: 'staff@example.com', password: 'Portal#2026' });
    const small = await startScaleSide('small', url, { fill: (at) => fill(at, scales.small), user: staff });
    const large = await startScaleSide('large', largeUrl, { fill: (at) => fill(at, scales.large), user: staff });
    try {
      const results = await compareSides(small, large, calls, samples);
      return { database: label, customers: { small: small.rows, large: large.rows }, calls: results };
    } finally {
      await stopScaleSides([small, large]);
    }
  });
}

export function formatCustomerSearchScale(result: CustomerSearchScaleResult | { skipped: string }): string {
  if ('skipped' in result) return `Customer search at scale: skipped (${result.skipped})`;
  return [
    `Customer search at scale (${result.database}; ${result.customers.small.toLocaleString('en')} vs ${result.customers.large.toLocaleString('en')} customers, p95; budget 50 ms at the large side)`,
    ...formatComparisons(result.calls),
  ].join('\n');
}
