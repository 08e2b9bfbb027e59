import type { Artist } from '@rabbithole/api-contract';
import type { InfiniteList } from '../api/index.ts';
import { useDiscoverList } from '../discover/index.ts';
import { artistsListQuery, type ArtistsListOptions } from './api.ts';

/** The artists matching `options`, a page at a time. */
export function useArtistsList(options: ArtistsListOptions = {}): InfiniteList<Artist> {
  return useDiscoverList(artistsListQuery, options, 'artists');
}
