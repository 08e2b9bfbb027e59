import type { Artist, Label, Page, SetSummary, Track } from '@rabbithole/api-contract';
import { useEffect, useRef } from 'react';
import type { InfiniteList, InfiniteQuery } from '../api/index.ts';
import { useOnLikesChanged } from '../engagement/index.ts';
import { useEntityList } from '../entity-page/index.ts';
import {
  userArtistsQuery,
  userIdsQuery,
  userLabelsQuery,
  userSetsQuery,
  userTracksQuery,
} from './api.ts';

/**
 * One profile tab of the user `userId`, a page at a time. Unlike a catalog list it changes with
 * every star and follow the listener gives elsewhere, and SWR would show the pages it kept from
 * the last visit without reading them again: a tab shown from the cache reloads them once.
 */
function useProfileTab<Item>(
  queryOf: (id: number) => InfiniteQuery<Page<Item>>,
  userId: number,
  onError: (error: unknown) => void,
): InfiniteList<Item> {
  const list = useEntityList(queryOf, userId, onError);
  // Read on the first render only: a tab with nothing cached is being read for the first time.
  const shownFromCache = useRef(!list.isLoading);
  const { reload } = list;
  useEffect(() => {
    if (shownFromCache.current) void reload();
  }, [reload]);
  return list;
}

// spec.md section 8: a failed list load is only logged.
const logFailure = (what: string) => (error: unknown) => {
  console.error(`Loading the profile's ${what} failed`, error);
};
const logSets = logFailure('liked sets');
const logTracks = logFailure('liked tracks');
const logIds = logFailure('watched IDs');
const logArtists = logFailure('liked artists');
const logLabels = logFailure('liked labels');

/** The sets the user starred, newest first. */
export function useLikedSets(userId: number): InfiniteList<SetSummary> {
  return useProfileTab(userSetsQuery, userId, logSets);
}

/**
 * A tab of tracks, which a like of a moment in the player adds to (the track playing becomes a
 * favourite): read again when that happens while it is on screen.
 */
function useTrackTab(
  queryOf: (id: number) => InfiniteQuery<Page<Track>>,
  userId: number,
  onError: (error: unknown) => void,
): InfiniteList<Track> {
  const list = useProfileTab(queryOf, userId, onError);
  useOnLikesChanged(() => void list.reload());
  return list;
}

/** The released tracks the user starred, newest first. */
export function useLikedTracks(userId: number): InfiniteList<Track> {
  return useTrackTab(userTracksQuery, userId, logTracks);
}

/** The IDs the user watches (starred IDs), newest first. */
export function useWatchedIds(userId: number): InfiniteList<Track> {
  return useTrackTab(userIdsQuery, userId, logIds);
}

/** The artists the user follows, newest first. */
export function useLikedArtists(userId: number): InfiniteList<Artist> {
  return useProfileTab(userArtistsQuery, userId, logArtists);
}

/** The labels and curators the user follows, newest first. */
export function useLikedLabels(userId: number): InfiniteList<Label> {
  return useProfileTab(userLabelsQuery, userId, logLabels);
}
