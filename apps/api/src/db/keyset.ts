import type { SortDirection } from '@rabbithole/api-contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listFilterOf, type ListSort } from './list-query.ts';

interface CursorQuery<Field extends string> {
  order_by: Field;
  order_direction: SortDirection;
  after?: string | undefined;
  after_id?: number | undefined;
}

/** How a sort key that is not text compares; text keys compare as lower(x) COLLATE "C". */
export type CursorCast = 'int' | 'date';

/** The cursor in the sort key's own type (the contract has checked it has that type). */
function cursorOf<Field extends string>(
  cursor: Placeholder,
  sort: ListSort<Field>,
  casts: Partial<Record<Field, CursorCast>>,
): SQL {
  switch (casts[sort.field]) {
    case 'int':
      return sql`${cursor}::int`;
    case 'date':
      return sql`${cursor}::date`;
    default:
      return sql`lower(${cursor}::text) COLLATE "C"`;
  }
}

const beyond = (direction: SortDirection) => (direction === 'asc' ? sql`>` : sql`<`);

/**
 * Keyset paging of any list: `after` alone is strictly past the value (as spec.md's search
 * load-more sends it); with `after_id` it is past the (value, id) pair, the list's own order
 * including its tiebreaker, so items sharing the value are neither skipped nor repeated. Two
 * filters, so the statement text depends only on which one is active.
 */
export function afterFilters<Query extends CursorQuery<Field>, Field extends string>(
  tiebreaker: AnyPgColumn,
  casts: Partial<Record<Field, CursorCast>>,
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
        sql`${sort.key} ${beyond(sort.direction)} ${cursorOf(p.cursor, sort, casts)}`,
    }),
    filter({
      name: 'after_id',
      values: (query) =>
        query.after === undefined || query.after_id === undefined
          ? undefined
          : { cursor: query.after, id: query.after_id },
      condition: (p, sort) =>
        sql`(${sort.key}, ${tiebreaker}) ${beyond(sort.direction)}
          (${cursorOf(p.cursor, sort, casts)}, ${p.id}::int)`,
    }),
  ];
}
