import type { Genre, Page } from '@rabbithole/api-contract';
import type { ReadRequest } from '../api/index.ts';
import { artistsPageRequest } from '../artists/index.ts';
import { readDiscoverQuery, type DiscoverListName } from '../discover/index.ts';
import { labelsPageRequest } from '../labels/index.ts';
import { setsPageRequest } from '../sets/index.ts';
import { tracksPageRequest } from '../tracks/index.ts';

/** A list's options from its address, exactly as its container passes them to its hook. */
function listOptions<List extends DiscoverListName>(list: List, search: string) {
  const { genre, sort } = readDiscoverQuery(list, search);
  return {
    genre: genre as Genre | undefined,
    order_by: sort.column,
    order_direction: sort.direction,
  };
}

/**
 * The first page a discover list shows for its address's query (`genre=…&order_by=…`): the same
 * request, and so the same SWR key, as the list's container asks for, so a read started before
 * the page's code arrives is the one the page takes over.
 */
export function discoverFirstPageRequest(
  list: DiscoverListName,
  search: string,
): ReadRequest<Page<unknown>> {
  switch (list) {
    case 'sets':
      return setsPageRequest(listOptions('sets', search), 0);
    case 'tracks':
      return tracksPageRequest(listOptions('tracks', search), 0);
    case 'artists':
      return artistsPageRequest(listOptions('artists', search), 0);
    case 'labels':
      return labelsPageRequest(listOptions('labels', search), 0);
  }
}
