import type { Track } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList } from '../api/index.ts';
import { tracksListQuery, type TracksListOptions } from './api.ts';

function logFailure(error: unknown) {
  console.error('Loading tracks failed', error);
}

/** The tracks matching `options`, a page at a time. */
export function useTracksList({
  genre,
  order_by,
  order_direction,
}: TracksListOptions = {}): InfiniteList<Track> {
  const query = useMemo(
    () => tracksListQuery({ genre, order_by, order_direction }),
    [genre, order_by, order_direction],
  );
  return useInfiniteList(query, { onError: logFailure });
}
