import type { SortDirection } from '@rabbithole/api-contract';
import { and, asc, desc, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The sort of one list query, as a filter's condition may read it (a keyset cursor does). */
export interface ListSort<Field extends string> {
  field: Field;
  direction: SortDirection;
  /** The SQL the list orders by for this field. */
  key: SQL;
}

/** `placeholders.genre` stands for the value `genre` in the statement; values are bound later. */
export type Placeholders<Values> = { readonly [Name in keyof Values]: Placeholder };

/**
 * One filter of a list, declared once: the WHERE, the placeholder values and the prepared
 * statement's cache key are all derived from it, so none can be added without the others.
 */
export interface ListFilter<Query, Values extends Record<string, unknown>, Field extends string> {
  /** Names the filter in the cache key and prefixes its placeholders. */
  name: string;
  /** The values this query gives the filter, or undefined when the query does not filter by it. */
  values(query: Query): Values | undefined;
  /**
   * The condition, given placeholders for the values and the sort, but not the query itself:
   * the statement text can then depend on nothing but the sort and which filters are active,
   * exactly what the cache key is made of.
   */
  condition(placeholders: Placeholders<Values>, sort: ListSort<Field>): SQL;
}

/** A filter of any values, as a list keeps them side by side. */
type AnyFilter<Query, Field extends string> = ListFilter<Query, Record<string, unknown>, Field>;

/**
 * The filter declarer of one list: `const filter = listFilterOf<SetsQuery, SetSortField>()`, then
 * `filter({ name, values, condition })`, whose `condition` sees placeholders named after what
 * `values` returns.
 */
export function listFilterOf<Query, Field extends string>() {
  return <Values extends Record<string, unknown>>(
    filter: ListFilter<Query, Values, Field>,
  ): AnyFilter<Query, Field> => filter;
}

/** One query planned: what identifies its statement, and what fills the statement's placeholders. */
export interface ListPlan {
  /** Two queries with the same key have the same statement text (sort and active filters). */
  key: string;
  /** The placeholder values of the active filters. */
  values: Record<string, unknown>;
  /** The WHERE; built on demand, when a statement is prepared. */
  where(): SQL | undefined;
  /** The sort, then the tiebreaker in the same direction: equal keys page without gaps. */
  orderBy(): SQL[];
}

export interface ListQueryQuery<Field extends string> {
  order_by: Field;
  order_direction: SortDirection;
}

/**
 * A list's query language: its sort keys and its table of filters. Repositories cache one
 * prepared statement per `plan(query).key` and execute it with `plan(query).values`.
 */
export function listQuery<Field extends string, Query extends ListQueryQuery<Field>>(spec: {
  sortKeys: Record<Field, SQL>;
  /** A unique column (the id), so rows with equal sort keys still have one order. */
  tiebreaker: AnyPgColumn;
  filters: readonly AnyFilter<Query, Field>[];
}) {
  const names = spec.filters.map((filter) => filter.name);
  if (new Set(names).size !== names.length || names.some((name) => !/^\w+$/.test(name))) {
    throw new Error(`List filters need unique word names: ${names.join(', ')}`);
  }
  // A placeholder for any name the condition asks for, whatever this query's values hold: the
  // text never depends on the values (a name with no value fails loudly when executed).
  const filters = spec.filters.map((filter) => ({
    filter,
    placeholders: new Proxy(
      {},
      {
        get: (_, value) => sql.placeholder(`${filter.name}.${String(value)}`),
      },
    ),
  }));

  return {
    plan(query: Query): ListPlan {
      const sort: ListSort<Field> = {
        field: query.order_by,
        direction: query.order_direction,
        key: spec.sortKeys[query.order_by],
      };
      const active: typeof filters = [];
      const bound: Record<string, unknown> = {};
      for (const entry of filters) {
        const values = entry.filter.values(query);
        if (values === undefined) continue;
        active.push(entry);
        for (const [value, given] of Object.entries(values)) {
          bound[`${entry.filter.name}.${value}`] = given;
        }
      }
      return {
        key: [sort.field, sort.direction, ...active.map(({ filter }) => filter.name)].join(' '),
        values: bound,
        where: () =>
          and(...active.map(({ filter, placeholders }) => filter.condition(placeholders, sort))),
        orderBy: () => {
          const by = sort.direction === 'asc' ? asc : desc;
          return [by(sort.key), by(spec.tiebreaker)];
        },
      };
    },
  };
}
