import { sql } from 'drizzle-orm';
import { listFilterOf } from '../../../db/list-query.ts';
import { foundValues, type SearchedQuery, type SearchSource } from '../../../db/search.ts';

/**
 * The search filter the lists of artists and of labels share (`labels/` imports it from here), by
 * name: the ids its repository
 * found first (db/search.ts: any case, accents or none, part of a word, a typo or two when
 * nothing holds the text as typed).
 */
export function searchFilter<Query extends SearchedQuery, Field extends string>(
  source: SearchSource,
) {
  return listFilterOf<Query, Field>()({
    name: 'search',
    values: foundValues,
    condition: (p) => sql`${source.id} = any(${p.ids}::int[])`,
  });
}
