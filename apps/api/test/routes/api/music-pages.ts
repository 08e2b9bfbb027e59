import {
  ValidationErrorBodySchema,
  type IdSortField,
  type SetSortField,
  type SetSummary,
  type Track,
} from '@rabbithole/api-contract';
import { expect } from 'vitest';
import type { z } from 'zod/mini';
import type { App } from '../../../src/app.ts';

/** GETs a URL, expects 200 and parses the body with the endpoint's contract schema. */
export async function getParsed<Schema extends z.ZodMiniType>(
  app: App,
  url: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  // The acceptance rule: real answers and mocks are validated by the same contract schema.
  return schema.parse(response.json());
}

/** GETs a URL and expects the given error status in the error shape of design.md section 3. */
export async function expectStatus(app: App, url: string, status: 404 | 422) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  const body = response.json<{ code: number; message: string }>();
  expect(body.code).toBe(status);
  if (status === 422) ValidationErrorBodySchema.parse(body);
  return body;
}

interface AnyPage<Item> {
  data: Item[];
  pagination: { offset: number; count: number; total: number };
}

/**
 * Pages through a list with offset until `total` is reached, as the Load More button does,
 * checking each page's pagination; answers the ids in the order seen and every total reported.
 */
export async function walkPages<Item extends { id: number }>(
  page: (offset: number) => Promise<AnyPage<Item>>,
  size: number,
): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += size) {
    const answer = await page(offset);
    totals.push(answer.pagination.total);
    expect(answer.pagination.offset).toBe(offset);
    expect(answer.pagination.count).toBe(answer.data.length);
    expect(answer.data.length).toBeLessThanOrEqual(size);
    ids.push(...answer.data.map((item) => item.id));
    if (offset + answer.pagination.count >= answer.pagination.total) return { ids, totals };
    expect(answer.data.length).toBe(size);
  }
}

// The server compares lower(x) COLLATE "C": code point order of the lower-cased text (the fixture
// keeps non-ASCII letters lower-case, which both databases' lower() leave alone).
const text = (value: string | null | undefined) => (value ?? '').toLowerCase();
const NO_DATE = '0001-01-01';

export const TRACK_SORT_KEY: Record<IdSortField, (track: Track) => string> = {
  artist: (track) => text(track.artist),
  title: (track) => text(track.title),
  label_name: (track) => text(track.label_name),
  genre: (track) => text(track.genre),
  release_date: (track) => track.release_date ?? NO_DATE,
  first_heard_date: (track) => track.first_heard_date ?? NO_DATE,
};

export const SET_SORT_KEY: Record<SetSortField, (set: SetSummary) => string> = {
  artist: (set) => text(set.artist),
  set_name: (set) => text(set.set_name),
  sponsor: (set) => text(set.set_sponsors[0]?.sponsor),
  genre: (set) => text(set.genre),
  release_date: (set) => set.release_date,
};

/** The ids in the order the API must give: by the key, ties by id, both in `direction`. */
export function expectedOrder<Item extends { id: number }>(
  items: readonly Item[],
  key: (item: Item) => string,
  direction: 'asc' | 'desc',
): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return sign * (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id);
    })
    .map((item) => item.id);
}

export const byId = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** Every (field, direction) pair of a list's sort fields, for describe.each. */
export function sortCases<Field extends string>(fields: readonly Field[]) {
  return fields.flatMap((field) => [[field, 'asc'] as const, [field, 'desc'] as const]);
}
