import type { SortDirection } from '@rabbithole/api-contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listFilterOf, type ListSort } from '../../../db/list-query.ts';
import { foundValues, type SearchedQuery, type SearchSource } from '../../../db/search.ts';

/**
 * Filters the lists of artists and of labels share (`labels/` imports them from here): search
 * over names and the keyset cursor.
 */

/**
 * The search filter of a list of `source` (artists or labels) by name: the ids its repository
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

interface CursorQuery<Field extends string> {
  order_by: Field;
  order_direction: SortDirection;
  after?: string | undefined;
  after_id?: number | undefined;
}

/** The cursor as the sort key compares: names like the key's lower(x) COLLATE "C", counts as int. */
function cursorOf<Field extends string>(
  cursor: Placeholder,
  sort: ListSort<Field>,
  textFields: readonly Field[],
): SQL {
  return textFields.includes(sort.field)
    ? sql`lower(${cursor}::text) COLLATE "C"`
    : sql`${cursor}::int`;
}

const beyond = (direction: SortDirection) => (direction === 'asc' ? sql`>` : sql`<`);

/**
 * Keyset paging: `after` alone is strictly past the value (the search screen's load-more by
 * name); with `after_id` it is past the (value, id) pair, the list's own order including its
 * tiebreaker, so items sharing the value are neither skipped nor repeated. Two filters, so the
 * statement text depends only on which one is active.
 */
export function afterFilters<Query extends CursorQuery<Field>, Field extends string>(
  tiebreaker: AnyPgColumn,
  textFields: readonly Field[],
) {
  const filter = listFilterOf<Query, Field>();
  return [
    filter({
      name: 'after',
      values: (query) =>
        query.after === undefined || query.after_id !== undefined
          ? undefined
          : { cursor: query.after },
      condition: (p, sort) =>
        sql`${sort.key} ${beyond(sort.direction)} ${cursorOf(p.cursor, sort, textFields)}`,
    }),
    filter({
      name: 'after_id',
      values: (query) =>
        query.after === undefined || query.after_id === undefined
          ? undefined
          : { cursor: query.after, id: query.after_id },
      condition: (p, sort) =>
        sql`(${sort.key}, ${tiebreaker}) ${beyond(sort.direction)}
          (${cursorOf(p.cursor, sort, textFields)}, ${p.id}::int)`,
    }),
  ];
}
