import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

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
 * Typos are resolved once per statement against the catalog's words (thousands, not 100,000
 * rows), never by trigram similarity row by row: even a plan that reads every row pays little
 * per row, and with the indexes a search reads only the rows it returns.
 *
 * Usage, in a list's filter table (db/list-query.ts):
 *
 *   filter({
 *     name: 'search',
 *     values: (query) => query.search === undefined ? undefined : { text: searchText(query.search) },
 *     condition: (p) =>
 *       searchMatch([sql`${tracks.title}`, sql`${tracks.artist}`], p.text, {
 *         table: tracks,
 *         id: tracks.id,
 *       }).condition,
 *   })
 *
 * Each expression should have both indexes to be fast (the schema has them for artists.name,
 * labels.name, tracks.title, tracks.artist, sets.set_name and sets.artist: `foldTrgm` and
 * `foldWords` in schema/catalog.ts), and its words in `search_words` (triggers of 0005 for those
 * columns). To order by relevance: `searchMatch(…).rank` DESC.
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

export interface SearchMatch {
  /** True for a row any of the expressions matches. */
  condition: SQL;
  /**
   * Relevance, higher first: an exact match beats a prefix, a prefix beats a substring, then
   * trigram similarity (0–1). Meant for ORDER BY … DESC; computed only for rows returned.
   */
  rank: SQL;
}

/** The folded query as a LIKE operand: `%`, `_` and `\` stand for themselves. */
const likeLiteral = (folded: SQL) =>
  sql`replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** Similar catalog words looked up per query word (the closest first). */
const ALTERNATIVES = sql.raw('12');

/**
 * The full-text query of the typo-forgiving arm; null when the query has no usable word (only
 * the substring arm can match then). Uncorrelated, so it is computed once per statement. Words
 * are letters and digits only, so quoting them as lexemes needs nothing more than the quotes.
 */
function fuzzyQuery(folded: SQL): SQL {
  const quote = "''''";
  return sql`(select nullif(string_agg(q.alternatives, ' & '), '')::tsquery from (
    select '(' || ${sql.raw(quote)} || w.word || ${sql.raw(quote)} || ':*'
      || coalesce((select string_agg(' | ' || ${sql.raw(quote)} || d.word || ${sql.raw(quote)}, '')
        from (select d.word from (select d.word from search_words d where d.word % w.word offset 0) d
          order by similarity(d.word, w.word) desc, d.word limit ${ALTERNATIVES}) d), '')
      || ')' as alternatives
    from (select distinct word from regexp_split_to_table(${folded}, '[^a-z0-9]+') as word) w
    where length(w.word) >= 3
      or (length(w.word) = 2 and ${folded} !~ '[a-z0-9]{3}')) q)`;
}

/**
 * Where the expressions live: a table and its unique id column. The match is then planned in a
 * subquery of its own (`offset 0` keeps it apart): a list ordered by a sort index with a LIMIT
 * tempts the planner to walk that index and test every row, while on its own the match is
 * planned by its selectivity, as bitmap scans of the search indexes; the list keeps the ids found.
 * It also lets the typo arm step aside when the table holds the query as typed (see below).
 */
export interface SearchSource {
  table: PgTable;
  id: AnyPgColumn;
}

function matchParts(expressions: readonly SQL[], query: Placeholder | SQL) {
  if (expressions.length === 0) throw new Error('searchMatch needs at least one expression');
  const folded = sql`rh_fold(${query}::text)`;
  const literal = likeLiteral(folded);
  const fuzzy = fuzzyQuery(folded);
  const texts = expressions.map((expression) => sql`rh_fold(${expression})`);
  const any = (parts: SQL[]) => sql`(${sql.join(parts, sql` OR `)})`;
  return {
    typed: any(texts.map((text) => sql`${text} LIKE '%' || ${literal} || '%' ESCAPE '\\'`)),
    nearly: any(texts.map((text) => sql`to_tsvector('simple'::regconfig, ${text}) @@ ${fuzzy}`)),
    ranks: texts.map(
      (text) => sql`(case when ${text} = ${folded} then 3
        when ${text} LIKE ${literal} || '%' ESCAPE '\\' then 2
        when ${text} LIKE '%' || ${literal} || '%' ESCAPE '\\' then 1 else 0 end
        + similarity(${folded}, ${text}))`,
    ),
  };
}

/** True when some row of `source.table` holds the query as typed (the substring arm). */
export function searchTyped(
  source: SearchSource,
  expressions: readonly SQL[],
  query: Placeholder | SQL,
): SQL {
  const { typed } = matchParts(expressions, query);
  // A count rather than EXISTS: EXISTS wants one row fast and gets planned as a sequential scan,
  // which reads the whole table when nothing matches; counting is planned on the indexes.
  return sql`((select count(*) from (select 1 from ${source.table} where ${typed} offset 0) t) > 0)`;
}

/**
 * The ids of `source.table` whose expressions match `query`, as a subquery for `IN (…)`. The
 * typo arm only counts when nothing holds the query as typed: "vinyl h" lists what says so, not
 * everything with a word like "vinyl"; "anjunadeeep", found nowhere, finds "Anjunadeep". Nothing
 * is this table by default; a list searching several tables passes `typedAnywhere`, the OR of
 * their `searchTyped`, so that a hit in one keeps typo matches out of all.
 */
export function searchIds(
  source: SearchSource,
  expressions: readonly SQL[],
  query: Placeholder | SQL,
  typedAnywhere: SQL = searchTyped(source, expressions, query),
): SQL {
  const { typed, nearly } = matchParts(expressions, query);
  return sql`select ${source.id} from ${source.table}
    where ${typed} or (not ${typedAnywhere} and ${nearly}) offset 0`;
}

/**
 * The match of `query` (a placeholder, or any SQL text value, normally from `searchText`)
 * against the given text expressions. With a source (the expressions' table), the condition is
 * `id IN (searchIds(…))`; without one, both arms are tested row by row (small tables only).
 */
export function searchMatch(
  expressions: readonly SQL[],
  query: Placeholder | SQL,
  source?: SearchSource,
): SearchMatch {
  const { typed, nearly, ranks } = matchParts(expressions, query);
  return {
    condition: source
      ? sql`${source.id} in (${searchIds(source, expressions, query)})`
      : sql`(${typed} or ${nearly})`,
    rank: ranks.length === 1 ? (ranks[0] as SQL) : sql`greatest(${sql.join(ranks, sql`, `)})`,
  };
}
