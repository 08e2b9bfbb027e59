import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * The forgiving search of every catalog list (spec.md: "tale of us" finds "Tale Of Us",
 * "anjunadep" finds "Anjunadeep"): case- and accent-insensitive, partial words, one or two typos.
 * Both sides are folded with `rh_fold` (lower case, Latin accents stripped; migration 0005). A
 * text matches when
 * - it contains the query as typed (a substring: prefixes, partial words, exact names), found
 *   through the GIN trigram index on `rh_fold(<column>)`; or
 * - each query word of three letters or more is in it nearly: as a word prefix, or as a word of
 *   the catalog (table `search_words`) trigram-similar to it (pg_trgm `%`, threshold 0.3:
 *   "anjunadep" → "anjunadeep", "marchety" → "marchetti"). The words found make one full-text
 *   query ("(anjunadep:* | anjunadeep) & …"), answered by the GIN full-text index on
 *   `to_tsvector('simple', rh_fold(<column>))`. Shorter words ("of", a transposed "su") are let
 *   off, unless the query has nothing longer.
 * Typos are resolved once per search against the catalog's words (thousands, not 100,000
 * rows), never by trigram similarity row by row.
 *
 * A list searches ids first (`searchIdsFinder`): its repository resolves the search to ids
 * (`withFound`), then its page filters by the ids found:
 *
 *   filter({
 *     name: 'search',
 *     values: foundValues,
 *     condition: (p) => sql`${tracks.id} = any(${p.ids}::int[])`,
 *   })
 *
 * Each expression should have both indexes to be fast (the schema has them for artists.name,
 * labels.name, tracks.title, tracks.artist, sets.set_name and sets.artist: `foldTrgm` and
 * `foldWords` in schema/catalog.ts), and its words in `search_words` (triggers of 0005 for those
 * columns).
 */

/**
 * What the user typed, made comparable: compatibility forms unified, accents of any script
 * dropped (rh_fold only knows Latin ones), whitespace collapsed. Case is left to rh_fold.
 */
export function searchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The folded query as a LIKE operand: `%`, `_` and `\` stand for themselves. */
const likeLiteral = (folded: SQL) =>
  sql`replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** Similar catalog words looked up per query word (the closest first). */
const ALTERNATIVES = sql.raw('12');

/**
 * The full-text query of the typo-forgiving arm; null when the query has no usable word (only
 * the substring arm can match then). Words are letters and digits only, so quoting them as
 * lexemes needs nothing more than the quotes. The similar words come from rh_similar_words
 * (migration 0007), which always reads the trigram index of search_words: planned here, with the
 * query word an outer reference, a scan of every word looked cheaper and cost ~100 ms.
 */
function fuzzyQuery(folded: SQL): SQL {
  const quote = "''''";
  return sql`(select nullif(string_agg(q.alternatives, ' & '), '')::tsquery from (
    select '(' || ${sql.raw(quote)} || w.word || ${sql.raw(quote)} || ':*'
      || coalesce((select string_agg(' | ' || ${sql.raw(quote)} || d.word || ${sql.raw(quote)}, '')
        from rh_similar_words(w.word, ${ALTERNATIVES}) as d(word)), '')
      || ')' as alternatives
    from (select distinct word from regexp_split_to_table(${folded}, '[^a-z0-9]+') as word) w
    where length(w.word) >= 3
      or (length(w.word) = 2 and ${folded} !~ '[a-z0-9]{3}')) q)`;
}

/** Where the expressions live: a table and its unique id column. */
export interface SearchSource {
  table: PgTable;
  id: AnyPgColumn;
}

const folded = (query: Placeholder | SQL) => sql`rh_fold(${query}::text)`;
const foldedTexts = (expressions: readonly SQL[]) => {
  if (expressions.length === 0) throw new Error('a search needs at least one expression');
  return expressions.map((expression) => sql`rh_fold(${expression})`);
};
const any = (parts: SQL[]) => sql`(${sql.join(parts, sql` OR `)})`;

/** Some expression holds the query as typed (a substring), on the GIN trigram indexes. */
function typedMatch(expressions: readonly SQL[], query: Placeholder | SQL): SQL {
  const literal = likeLiteral(folded(query));
  return any(
    foldedTexts(expressions).map((text) => sql`${text} LIKE '%' || ${literal} || '%' ESCAPE '\\'`),
  );
}

/** Some expression has every usable query word nearly (`fuzzy`: fuzzyQuery's tsquery). */
function nearlyMatch(expressions: readonly SQL[], fuzzy: SQL): SQL {
  return any(
    foldedTexts(expressions).map(
      (text) => sql`to_tsvector('simple'::regconfig, ${text}) @@ ${fuzzy}`,
    ),
  );
}

/**
 * One table a list's search reads: its texts, and how the ids of its matching rows become ids of
 * the list (a set's credited artists: `(found) => sql\`select set_id from set_artists where
 * artist_id in (${found})\``). Without `listIds` the table is the list's own.
 */
export interface SearchArm {
  source: SearchSource;
  texts: readonly SQL[];
  listIds?: (found: SQL) => SQL;
}

/** The ids a search found, as a PostgreSQL int[] literal: a list filters by `id = any(…::int[])`. */
export type FoundIds = string & { readonly __found: unique symbol };

const ARM_NAMES = ['found_own', 'found_a', 'found_b', 'found_c', 'found_d'];

/** Each arm's matching ids as CTEs, and the list's ids from all of them. */
function armsStatement(arms: readonly SearchArm[], match: (arm: SearchArm) => SQL) {
  if (arms.length > ARM_NAMES.length) throw new Error('too many search arms');
  const names = arms.map((_, index) => sql.raw(ARM_NAMES[index] ?? ''));
  // `offset 0`: each table is planned on its own, by the selectivity of its search indexes.
  const ctes = arms.map(
    (arm, index) =>
      sql`${names[index]} as (select ${arm.source.id} as id from ${arm.source.table}
        where ${match(arm)} offset 0)`,
  );
  const listIds = arms.map((arm, index) => {
    const found = sql`select id from ${names[index]}`;
    return arm.listIds ? arm.listIds(found) : found;
  });
  return {
    ctes: sql.join(ctes, sql`, `),
    names,
    ids: sql`array(${sql.join(listIds, sql` union `)})::text`,
  };
}

/**
 * What a list's search finds, ids first (issue 7: a search of the large catalog answers within
 * 50 ms). The text is matched in two steps, each one statement:
 * 1. as typed, a substring of some text (any case, accents or none, part of a word); each arm is
 *    one bitmap scan of its trigram indexes;
 * 2. only when no row of any arm holds the text as typed: nearly (each query word a word prefix,
 *    or a catalog word trigram-similar to it: "anjunadeeep" finds "Anjunadeep"), on the
 *    full-text indexes. "vinyl h" lists what says so, not everything with a word like "vinyl".
 * The list then filters by the ids found (`id = any(…)`), so its ORDER BY, LIMIT and total read
 * only those rows by primary key, and never evaluate the search conditions again. Each statement
 * is planned with the text known (not prepared): the trigram estimates of a LIKE depend on it.
 */
export function searchIdsFinder(db: Db, arms: readonly SearchArm[]) {
  if (arms.length === 0) throw new Error('a search needs at least one arm');
  const rowOf = async (statement: SQL) => {
    // Both drivers answer an object with the rows (the shared Db type cannot say so).
    const result = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
    return result.rows[0] ?? {};
  };
  return async (text: string): Promise<FoundIds> => {
    const query = sql`${text}`;
    const typed = armsStatement(arms, (arm) => typedMatch(arm.texts, query));
    const hit = sql.join(
      typed.names.map((name) => sql`exists (select 1 from ${name})`),
      sql` or `,
    );
    const found = await rowOf(sql`with ${typed.ctes} select (${hit}) as hit, ${typed.ids} as ids`);
    if (found.hit === true) return String(found.ids) as FoundIds;
    const fuzzy = sql`(select query from fuzzy)`;
    const nearly = armsStatement(arms, (arm) => nearlyMatch(arm.texts, fuzzy));
    const near = await rowOf(sql`with fuzzy as (select ${fuzzyQuery(folded(query))} as query),
      ${nearly.ctes} select ${nearly.ids} as ids`);
    return String(near.ids) as FoundIds;
  };
}

/** A list query whose search the repository resolves to ids before planning. */
export interface SearchedQuery {
  search?: string | undefined;
  /** The ids `search` found (set by `withFound`), which the list's search filter binds. */
  found?: FoundIds | undefined;
}

/** The query with its search resolved to ids; a blank search (it matches every row) is none. */
export async function withFound<Query extends SearchedQuery>(
  query: Query,
  find: (text: string) => Promise<FoundIds>,
): Promise<Query> {
  if (query.search === undefined) return query;
  const text = searchText(query.search);
  if (text === '') return { ...query, search: undefined };
  return { ...query, found: await find(text) };
}

/** The search filter's values: the ids found, which `withFound` must have put there. */
export function foundValues(query: SearchedQuery): { ids: FoundIds } | undefined {
  if (query.search === undefined) return undefined;
  if (query.found === undefined) throw new Error('search ids not resolved (withFound)');
  return { ids: query.found };
}
