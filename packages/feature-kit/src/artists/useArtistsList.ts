import type { Artist } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList } from '../api/index.ts';
import { artistsListQuery, type ArtistsListOptions } from './api.ts';

function logFailure(error: unknown) {
  console.error('Loading artists failed', error);
}

/** The artists matching `options`, a page at a time. */
export function useArtistsList({
  genre,
  order_by,
  order_direction,
}: ArtistsListOptions = {}): InfiniteList<Artist> {
  const query = useMemo(
    () => artistsListQuery({ genre, order_by, order_direction }),
    [genre, order_by, order_direction],
  );
  return useInfiniteList(query, { onError: logFailure });
}
