import type { Page, SortDirection } from '@rabbithole/api-contract';

/** What every catalog list query carries once parsed (`listQueryOf` in the contract). */
export interface ListQuery<Field extends string> {
  offset: number;
  limit: number;
  order_by: Field;
  order_direction: SortDirection;
  search?: string | undefined;
  after?: string | undefined;
  /** The id of the item `after` came from: items with the cursor's value page on by id. */
  after_id?: number | undefined;
}

type SortKey = string | number;

/** How one resource's list answers: the same rules the server's SQL applies. */
export interface ListRules<Item, Query extends ListQuery<string>> {
  /**
   * Each sort field's value, compared as the server compares the column: text lower-cased (the
   * server sorts `lower(x) COLLATE "C"`, code point order), dates as `YYYY-MM-DD`, counts as
   * numbers.
   */
  sortKeys: Record<Query['order_by'], (item: Item) => SortKey>;
  /** What a search looks in: the contract's `<resource>SearchTexts`, as the server's SQL. */
  searchTexts: (item: Item) => string[];
  /** Filters beyond search, e.g. by genre. */
  filter?: (item: Item, query: Query) => boolean;
}

function compare(x: SortKey, y: SortKey): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** An `after` cursor in its sort key's type: a number for numeric keys, else lower-cased text. */
function cursorKey(after: string, sample: SortKey | undefined): SortKey {
  return typeof sample === 'number' ? Number(after) : after.toLowerCase();
}

/**
 * Text as search compares it: lower-cased and without accents, so "hélène" finds "Helene". The
 * server's search also forgives typos (pg_trgm); the mocks match exact substrings only.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * One page of a catalog list as the server answers it: filter, search (case-insensitive, within
 * the texts), keep what sorts after the cursor, sort with the id breaking ties in the same
 * direction, count, then cut the page.
 */
export function listPage<Item extends { id: number }, Query extends ListQuery<string>>(
  items: readonly Item[],
  query: Query,
  rules: ListRules<Item, Query>,
): Page<Item> {
  const key = rules.sortKeys[query.order_by as Query['order_by']];
  const sign = query.order_direction === 'asc' ? 1 : -1;
  const needle = query.search === undefined ? undefined : foldText(query.search);
  let selected = items.filter(
    (item) =>
      (rules.filter?.(item, query) ?? true) &&
      (needle === undefined ||
        rules.searchTexts(item).some((text) => foldText(text).includes(needle))),
  );
  if (query.after !== undefined) {
    const cursor = cursorKey(query.after, selected[0] && key(selected[0]));
    const afterId = query.after_id;
    selected = selected.filter(
      (item) =>
        (compare(key(item), cursor) || (afterId === undefined ? 0 : item.id - afterId)) * sign > 0,
    );
  }
  selected.sort((a, b) => (compare(key(a), key(b)) || a.id - b.id) * sign);
  const data = selected.slice(query.offset, query.offset + query.limit);
  return { data, pagination: { offset: query.offset, count: data.length, total: selected.length } };
}
