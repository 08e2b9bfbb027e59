import {
  GENRES,
  SET_SORT_FIELDS,
  SORT_DIRECTIONS,
  type SetSortField,
} from '@rabbithole/api-contract';
import { Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listFilterOf, listQuery, type ListPlan } from '../../src/db/list-query.ts';
import { sets } from '../../src/db/schema/index.ts';
import type { FoundIds } from '../../src/db/search.ts';
import {
  SET_FILTERS,
  SET_SORT_KEYS,
  setsList,
  type SetsListQuery,
} from '../../src/plugins/app/sets/sets-list-query.ts';

const dialect = new PgDialect();

/** The statement a plan prepares, as the driver receives it. */
function statementOf(plan: ListPlan) {
  return dialect.sqlToQuery(
    sql`select ${sets.id} from ${sets} where ${plan.where() ?? sql`true`}
      order by ${sql.join(plan.orderBy(), sql`, `)}`,
  );
}

/** Every combination of sort and filters, with two different values for each filter. */
function everyQuery<Extra extends object>(extras: Partial<Extra>[] = [{}]) {
  const queries: (SetsListQuery & Partial<Extra>)[] = [];
  for (const order_by of SET_SORT_FIELDS) {
    for (const order_direction of SORT_DIRECTIONS) {
      for (const genre of [undefined, GENRES[0], GENRES[5]]) {
        // The search binds the ids the repository found for the text (db/search.ts).
        for (const [search, found] of [
          [undefined, undefined],
          ['live', '{1,2}'],
          ['100%', '{}'],
        ] as const) {
          for (const after of [undefined, '2024-05-01', '2023-01-31']) {
            for (const extra of extras) {
              queries.push({
                offset: 0,
                limit: 20,
                order_by,
                order_direction,
                genre,
                search,
                found: found as FoundIds | undefined,
                after,
                ...extra,
              });
            }
          }
        }
      }
    }
  }
  return queries;
}

/**
 * What makes the statement cache safe: two queries share a key exactly when their statements
 * have the same text, and every placeholder of the text has a value.
 */
function expectKeysMatchStatements(plans: ListPlan[]) {
  const textByKey = new Map<string, string>();
  const keyByText = new Map<string, string>();
  for (const plan of plans) {
    const { sql: text, params } = statementOf(plan);
    expect(textByKey.get(plan.key) ?? text, plan.key).toBe(text);
    expect(keyByText.get(text) ?? plan.key).toBe(plan.key);
    textByKey.set(plan.key, text);
    keyByText.set(text, plan.key);
    for (const param of params) {
      expect(param).toBeInstanceOf(Placeholder);
      expect(Object.keys(plan.values)).toContain((param as Placeholder).name);
    }
  }
  return textByKey.size;
}

describe('list queries from one table of filters', () => {
  it('give the sets list one cache key per statement text, and a value per placeholder', () => {
    const plans = everyQuery().map((query) => setsList.plan(query));
    // 5 sorts × 2 directions × 2³ filter combinations.
    expect(expectKeysMatchStatements(plans)).toBe(80);
  });

  it('bind the filters’ values, never write them into the text', () => {
    const plan = setsList.plan({
      offset: 0,
      limit: 20,
      order_by: 'set_name',
      order_direction: 'asc',
      genre: 'Techno',
      search: "100%'; drop table sets; --",
      found: '{4,8}' as FoundIds,
      after: 'm',
    });
    expect(plan.values).toEqual({
      'genre.genre': 'Techno',
      'search.ids': '{4,8}',
      'after.cursor': 'm',
    });
    expect(statementOf(plan).sql).not.toMatch(/Techno|drop table|'m'/);
  });

  it('change the cache key with a filter added to the declaration', () => {
    type Query = SetsListQuery & { min_likes?: number };
    const filter = listFilterOf<Query, SetSortField>();
    const withLikes = listQuery<SetSortField, Query>({
      sortKeys: SET_SORT_KEYS,
      tiebreaker: sets.id,
      filters: [
        ...SET_FILTERS,
        filter({
          name: 'min_likes',
          values: (query) =>
            query.min_likes === undefined ? undefined : { likes: query.min_likes },
          condition: (p) => sql`${sets.likes} >= ${p.likes}`,
        }),
      ],
    });
    const base: Query = {
      offset: 0,
      limit: 20,
      order_by: 'artist',
      order_direction: 'asc',
      search: undefined,
    };
    const without = withLikes.plan(base);
    const withFilter = withLikes.plan({ ...base, min_likes: 10 });
    expect(withFilter.key).not.toBe(without.key);
    expect(withFilter.values).toEqual({ 'min_likes.likes': 10 });
    expect(statementOf(withFilter).sql).toContain('"likes" >= $1');
    // The same rule over every combination, the new filter included.
    const plans = everyQuery<Query>([{}, { min_likes: 1 }, { min_likes: 5 }]).map((query) =>
      withLikes.plan(query),
    );
    expect(expectKeysMatchStatements(plans)).toBe(160);
  });

  it('refuse two filters of one name', () => {
    expect(() =>
      listQuery({
        sortKeys: SET_SORT_KEYS,
        tiebreaker: sets.id,
        filters: [SET_FILTERS[0], SET_FILTERS[0]].filter((f) => f !== undefined),
      }),
    ).toThrow(/unique/);
  });
});
