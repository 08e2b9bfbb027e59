import { routes, type SetDetail, type Track } from '@rabbithole/api-contract';
import type { TracklistItem } from '@rabbithole/design-system';
import { useSWRConfig } from 'swr';
import { apiClient } from '../api/index.ts';
import { engagementMessages } from './messages.ts';
import { useRowToggles } from './useRowToggles.ts';
import { favPatch, untouchedTrack, useWatchRows } from './useWatchRows.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { toggleTrackLike } = routes;

export interface SetTrackToggles {
  /** The rows with each like and watch on its way shown at once. */
  items: TracklistItem[];
  /** TracklistTable's `onLikeChange`: the row's set track entry id and the asked state. */
  onLikeChange: (entryId: string | number, isLiked: boolean) => void;
  /** TracklistTable's `onWatchChange`, for the rows of IDs. */
  onWatchChange: (entryId: string | number, isWatched: boolean) => void;
}

/**
 * The like buttons and the IDs' watch stars of a set's Track List (spec.md sections 2 and 8):
 * each changes the row's track at once on screen, settled by the server's answer in the set's
 * cached read, with its snackbar, or rolled back with the failure message. A guest (the read has
 * no caller's fields) pressing a star is asked to log in instead.
 */
export function useSetTrackToggles(
  set: SetDetail,
  rows: TracklistItem[],
  detailKey: string,
): SetTrackToggles {
  const { mutate } = useSWRConfig();
  const entryOf = (entryId: string | number) =>
    set.set_tracks.find((candidate) => candidate.id === entryId);
  const subjectOf = (entryId: string | number) =>
    entryOf(entryId)?.track_meta.mix_type === 'ID' ? 'ID' : 'Track';
  // The same track may be played twice in a set: every entry of it takes the answer.
  const keepTrack = (entryId: string | number, patch: (track: Track) => Partial<Track>) => {
    const trackId = entryOf(entryId)?.track_meta.id;
    return mutate<SetDetail>(
      detailKey,
      (cached) =>
        cached && {
          ...cached,
          set_tracks: cached.set_tracks.map((other) =>
            other.track_meta.id === trackId
              ? { ...other, track_meta: { ...other.track_meta, ...patch(other.track_meta) } }
              : other,
          ),
        },
      { revalidate: false },
    );
  };

  const likes = useRowToggles({
    rows,
    stateOf: (row) => row.isLiked ?? false,
    showAs: (row, isLiked) => ({
      ...row,
      isLiked,
      likes: Math.max(0, row.likes + (isLiked ? 1 : -1)),
    }),
    send: (entryId) => {
      const entry = entryOf(entryId);
      return entry && apiClient.request(toggleTrackLike, { params: { id: entry.track_meta.id } });
    },
    selectedIn: (answer) => answer.is_liked,
    keep: (entryId, answer) =>
      keepTrack(entryId, (track) => ({
        likes: answer.likes,
        user_likes: answer.user_likes,
        user_fav: { ...(track.user_fav ?? untouchedTrack), user_likes: answer.user_likes },
      })),
    message: (entryId, isOn) => engagementMessages.likes(subjectOf(entryId), isOn),
  });
  const watch = useWatchRows({
    rows: likes.items,
    trackIdOf: (entryId) => entryOf(entryId)?.track_meta.id,
    keep: (entryId, answer) => keepTrack(entryId, (track) => favPatch(track, answer)),
    isGuest: set.user_fav === null,
  });
  return { items: watch.items, onLikeChange: likes.onChange, onWatchChange: watch.onWatchChange };
}
