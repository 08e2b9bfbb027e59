import { GENRES, type Genre } from '@rabbithole/api-contract';
import type { SortDescriptor } from '@rabbithole/design-system';
import { discoverSorts, type DiscoverListName, type DiscoverState } from './sorts.ts';

/** The sort fields of one discover list, e.g. `'name' | 'set_count' | …` for artists. */
export type DiscoverSortField<List extends DiscoverListName> =
  (typeof discoverSorts)[List]['fields'][number]['field'];
type FieldOf<List extends DiscoverListName> = DiscoverSortField<List>;

const isGenre = (value: string | null): value is Genre =>
  value !== null && (GENRES as readonly string[]).includes(value);

/**
 * A discover list's state from its address (`?genre=Techno&order_by=title&order_direction=asc`):
 * unknown values fall back to no genre and the list's default order, so a hand-edited link still
 * shows a list.
 */
export function readDiscoverQuery<List extends DiscoverListName>(
  list: List,
  search: string,
): DiscoverState<FieldOf<List>> {
  const params = new URLSearchParams(search);
  const { defaultSort, fields } = discoverSorts[list];
  const genre = params.get('genre');
  const column = params.get('order_by');
  const direction = params.get('order_direction');
  const field = fields.find((option) => option.field === column)?.field;
  const sort =
    field !== undefined && (direction === 'asc' || direction === 'desc')
      ? { column: field, direction }
      : defaultSort;
  return {
    genre: isGenre(genre) ? genre : undefined,
    sort: sort as SortDescriptor<FieldOf<List>>,
  };
}

/** The address's query for a state: the default order is left out, so plain links stay plain. */
export function writeDiscoverQuery<List extends DiscoverListName>(
  list: List,
  { genre, sort }: DiscoverState<FieldOf<List>>,
): string {
  const params = new URLSearchParams();
  if (genre !== undefined) params.set('genre', genre);
  const { defaultSort } = discoverSorts[list];
  if (sort.column !== defaultSort.column || sort.direction !== defaultSort.direction) {
    params.set('order_by', sort.column);
    params.set('order_direction', sort.direction);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
