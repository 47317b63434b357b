import { contentLayoutPrefix, type LanguageId } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { placeholders, PreparedSqlPerShape, type Bind } from '../../db/prepared-per-shape.ts';
import { contentPages } from '../../db/schema/index.ts';
import { minimumTrigramLength, withTypoTolerance } from '../../lib/text-search.ts';
import { contentPageKeys } from './routes.ts';

/** An answer of the help centre (an entry of the FAQ page's accordions) found by search everywhere. */
export interface HelpSearchHit {
  /** The CMS ids of the accordion (the topic) and of the entry (the answer). */
  topicId: string;
  entryId: string;
  topicTitle: string;
  question: string;
}

/** A published content page (spec 7 generic page, `page.<path>`) found by search everywhere. */
export interface PageSearchHit {
  /** The page's path below `/page/`. */
  path: string;
  title: string;
}

/** The strings at every `name` key of a page's rows, joined. */
const textsAt = (name: 'title' | 'body', bind: Bind) =>
  sql`(select string_agg(found #>> '{}', ' ') from jsonb_path_query(${contentPages.rows}, ${bind(`${name}Path`, `strict $.**.${name}`)}::jsonpath) as found)`;

/** Text of an HTML body without its tags, in lower case. */
const plain = (value: SQL) => sql`lower(regexp_replace(coalesce(${value}, ''), '<[^>]*>', ' ', 'g'))`;

const published = (language: LanguageId, bind: Bind) => sql`${contentPages.language} = ${bind('language', language)}
  and ${contentPages.audience} = 'customer' and ${contentPages.status} = 'published'
  and ${contentPages.customerId} is null`;

const helpQueries = new PreparedSqlPerShape('search_help');
const pageQueries = new PreparedSqlPerShape('search_pages');

/**
 * The answers of the customers' FAQ in `language` whose question or answer holds words like `q` (trigram word
 * similarity, typos allowed), questions weighing more than answers. The FAQ is one page per language, so its entries
 * are read from the page's rows and compared one by one: there are dozens, not millions, and no index is needed.
 */
export async function searchHelp(
  db: Database,
  language: LanguageId,
  q: string,
  limit: number,
): Promise<HelpSearchHit[]> {
  if (q.length < minimumTrigramLength) return [];
  const params = placeholders();
  const lower = params.bind('q', q.toLowerCase());
  const query = sql`
    with entries as (
      select placement->'item'->>'id' as topic_id,
        coalesce(placement->'item'->'data'->>'title', ${contentPages.title}) as topic_title,
        entry->>'id' as entry_id, entry->>'title' as question,
        ${plain(sql`entry->>'title'`)} as question_text, ${plain(sql`entry->>'body'`)} as answer_text
      from ${contentPages},
        jsonb_array_elements(${contentPages.rows}) as content_row,
        jsonb_array_elements(content_row->'placements') as placement,
        jsonb_array_elements(coalesce(placement->'item'->'data'->'entries', '[]'::jsonb)) as entry
      where ${contentPages.key} = ${params.bind('key', contentPageKeys.faq)} and ${published(language, params.bind)}
        and placement->'item'->>'layoutVariant' = ${params.bind('layout', `${contentLayoutPrefix}accordion`)}
    ),
    scored as (
      select *, greatest(word_similarity(${lower}, question_text), 0.8 * word_similarity(${lower}, answer_text)) as score
      from entries where question_text %> ${lower} or answer_text %> ${lower}
    )
    select topic_id, topic_title, entry_id, question from scored
    order by score desc, question limit ${params.bind('limit', limit)}`;
  const rows = await withTypoTolerance(db, (tx) =>
    helpQueries.rows<{ topic_id: string; topic_title: string; entry_id: string; question: string }>(tx, params, query),
  );
  return rows.map((row) => ({
    topicId: row.topic_id,
    entryId: row.entry_id,
    topicTitle: row.topic_title,
    question: row.question,
  }));
}

/**
 * The published generic pages in `language` whose title or texts hold words like `q` (trigram word similarity),
 * title matches first. A few pages per language: compared one by one.
 */
export async function searchPages(
  db: Database,
  language: LanguageId,
  q: string,
  limit: number,
): Promise<PageSearchHit[]> {
  if (q.length < minimumTrigramLength) return [];
  const params = placeholders();
  const lower = params.bind('q', q.toLowerCase());
  const query = sql`
    with pages as (
      select ${contentPages.key} as key, ${contentPages.title} as title, lower(${contentPages.title}) as title_text,
        ${plain(sql`concat_ws(' ', ${textsAt('title', params.bind)}, ${textsAt('body', params.bind)})`)} as body_text
      from ${contentPages}
      where ${contentPages.key} like 'page.%' and ${published(language, params.bind)}
    ),
    scored as (
      select *, greatest(word_similarity(${lower}, title_text), 0.8 * word_similarity(${lower}, body_text)) as score
      from pages where title_text %> ${lower} or body_text %> ${lower}
    )
    select key, title from scored order by score desc, title limit ${params.bind('limit', limit)}`;
  const rows = await withTypoTolerance(db, (tx) => pageQueries.rows<{ key: string; title: string }>(tx, params, query));
  return rows.map((row) => ({ path: row.key.slice('page.'.length).replaceAll('.', '/'), title: row.title }));
}
