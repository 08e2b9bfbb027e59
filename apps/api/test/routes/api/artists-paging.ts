import { PAGE_SIZE, type Page } from '@rabbithole/api-contract';
import { expect } from 'vitest';
import type { z } from 'zod/mini';
import type { TestApp } from '../../helpers/build-app.ts';

/** Paging helpers the artists and labels tests share. */

interface Named {
  id: number;
  name: string;
}

/** GET a page and parse it with its contract schema (acceptance 2: every answer parses). */
export async function getPage<Item>(
  testApp: TestApp,
  schema: z.ZodMiniType<Page<Item>>,
  url: string,
): Promise<Page<Item>> {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

/** Pages through a list by offset until `total`, as Load More does; checks every pagination. */
export async function walkOffsets<Item extends { id: number }>(
  testApp: TestApp,
  schema: z.ZodMiniType<Page<Item>>,
  url: string,
): Promise<{ items: Item[]; totals: Set<number> }> {
  const items: Item[] = [];
  const totals = new Set<number>();
  const join = url.includes('?') ? '&' : '?';
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await getPage(testApp, schema, `${url}${join}offset=${offset}`);
    totals.add(page.pagination.total);
    expect(page.pagination.offset).toBe(offset);
    expect(page.pagination.count).toBe(page.data.length);
    expect(page.data.length).toBeLessThanOrEqual(PAGE_SIZE);
    items.push(...page.data);
    if (offset + page.pagination.count >= page.pagination.total) return { items, totals };
    expect(page.data).toHaveLength(PAGE_SIZE);
  }
}

/**
 * Pages through a list by keyset, `after` (the sort value of the last item) plus `after_id`, as
 * a client loading more would; stops at an empty page.
 */
export async function walkCursors<Item extends { id: number }>(
  testApp: TestApp,
  schema: z.ZodMiniType<Page<Item>>,
  url: string,
  valueOf: (item: Item) => string,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor = '';
  for (let guard = 0; guard < 50; guard++) {
    const page = await getPage(testApp, schema, `${url}${cursor}`);
    const last = page.data.at(-1);
    if (last === undefined) return items;
    items.push(...page.data);
    cursor = `&after=${encodeURIComponent(valueOf(last))}&after_id=${last.id}`;
  }
  throw new Error('the cursor walk does not end');
}

/** The server compares names as lower(x) COLLATE "C": code point order of the lower-cased text. */
const nameKey = (item: Named) => item.name.toLowerCase();

/** The expected order of `items` by a sort field, ties by id in the same direction. */
export function orderOf(
  items: readonly Named[],
  field: string,
  direction: 'asc' | 'desc',
): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const key = (item: Named): string | number =>
    field === 'name' ? nameKey(item) : ((item as unknown as Record<string, number>)[field] ?? 0);
  return [...items]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return sign * (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id);
    })
    .map((item) => item.id);
}

/** Every sort field in both directions, for describe.each. */
export function bothWays<const Field extends string>(fields: readonly Field[]) {
  return fields.flatMap((field) => [[field, 'asc'] as const, [field, 'desc'] as const]);
}
