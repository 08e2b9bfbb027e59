import { routes, type FavStats, type Track, type TrackUserFav } from '@rabbithole/api-contract';
import type { TracklistItem } from '@rabbithole/design-system';
import { apiClient, type InfiniteList } from '../api/index.ts';
import { useNotify } from '../toasts/index.ts';
import { engagementMessages } from './messages.ts';
import { useRowToggles } from './useRowToggles.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { toggleTrackFav } = routes;

type RowId = TracklistItem['id'];

/** What a signed-in caller's untouched track reads as (the contract's TrackUserFav). */
export const untouchedTrack: TrackUserFav = {
  is_fav: false,
  show_likes: true,
  user_likes: 0,
  first_liked_date: null,
  is_purchased: false,
};

/** A track as the answer of its favourite (for an ID, its watch) toggle says it is now. */
export function favPatch(track: Track, answer: FavStats): Partial<Track> {
  return {
    is_fav: answer.is_fav,
    show_likes: answer.show_likes,
    user_fav: {
      ...(track.user_fav ?? untouchedTrack),
      is_fav: answer.is_fav,
      show_likes: answer.show_likes,
    },
  };
}

export interface WatchRowsOptions {
  rows: readonly TracklistItem[];
  /** The track a row stands for; undefined for a row that is not one. */
  trackIdOf: (rowId: RowId) => number | undefined;
  /** Puts the answer into the cached read the rows come from. */
  keep: (rowId: RowId, answer: FavStats) => Promise<unknown>;
  /** The read has no caller's fields: a press asks to log in instead. */
  isGuest: boolean;
}

export interface WatchRows {
  /** The rows with each watch on its way shown at once. */
  items: TracklistItem[];
  /** TracklistTable's `onWatchChange`. */
  onWatchChange: (rowId: RowId, isWatched: boolean) => void;
}

/**
 * The watch stars of a track list's IDs: watching an ID is favouriting it (PUT
 * /favs/track/{id}), said as "Started watching ID" / "Stopped watching ID" (spec.md section 8).
 */
export function useWatchRows({ rows, trackIdOf, keep, isGuest }: WatchRowsOptions): WatchRows {
  const notify = useNotify();
  const watch = useRowToggles({
    rows,
    stateOf: (row) => row.isWatched ?? false,
    showAs: (row, isWatched) => ({ ...row, isWatched }),
    send: (rowId) => {
      const id = trackIdOf(rowId);
      return id === undefined ? undefined : apiClient.request(toggleTrackFav, { params: { id } });
    },
    selectedIn: (answer) => answer.is_fav,
    keep,
    message: (_rowId, isOn) => engagementMessages.favourite('ID', isOn),
  });
  return {
    items: watch.items,
    // spec.md is silent on a guest's press: every page but the public ones needs a sign-in.
    onWatchChange: isGuest
      ? () => notify(engagementMessages.signInToWatch, 'info')
      : watch.onChange,
  };
}

/**
 * The watch stars of a paged list of tracks (an artist's IDs, the profile's Watched IDs), whose
 * rows are keyed by track id; each answer goes into the loaded pages.
 */
export function useTrackListWatch(list: InfiniteList<Track>, rows: TracklistItem[]): WatchRows {
  return useWatchRows({
    rows,
    trackIdOf: (rowId) => list.data.find((track) => track.id === rowId)?.id,
    keep: (rowId, answer) =>
      list.patchItems((track) =>
        track.id === rowId ? { ...track, ...favPatch(track, answer) } : track,
      ),
    isGuest: list.data.some((track) => track.user_fav === null),
  });
}
