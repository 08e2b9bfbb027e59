import { toggleTrackLike, type SetDetail, type TrackUserFav } from '@rabbithole/api-contract';
import type { TracklistItem } from '@rabbithole/design-system';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '../api/index.ts';
import { useNotify } from '../toasts/index.ts';
import { engagementMessages } from './messages.ts';

const untouched: TrackUserFav = {
  is_fav: false,
  show_likes: true,
  user_likes: 0,
  first_liked_date: null,
  is_purchased: false,
};

interface Asked {
  isLiked: boolean;
  isPending: boolean;
}

export interface SetTrackLikes {
  /** The rows with each like on its way shown at once (heart and count). */
  items: TracklistItem[];
  /** TracklistTable's `onLikeChange`: the row's set track entry id and the asked state. */
  onLikeChange: (entryId: string | number, isLiked: boolean) => void;
}

/**
 * The like buttons of a set's Track List (spec.md section 2): each likes the row's track, at once
 * on screen, settled by the server's answer in the set's cached read, with the snackbar of
 * spec.md section 8, or rolled back with its failure message.
 */
export function useSetTrackLikes(
  set: SetDetail,
  rows: TracklistItem[],
  detailKey: string,
): SetTrackLikes {
  const { mutate } = useSWRConfig();
  const notify = useNotify();
  // Entry id → the state to show instead of the read's: asked for while the call is on its way,
  // then the stored one until the read (rendered in the background) shows it too.
  const [asked, setAsked] = useState<ReadonlyMap<string | number, Asked>>(new Map());
  const update = (entryId: string | number, next: Asked | null) =>
    setAsked((current) => {
      const copy = new Map(current);
      if (next) copy.set(entryId, next);
      else copy.delete(entryId);
      return copy;
    });

  // Rows whose read now agrees with what was stored lead again (adjusting state while rendering).
  const agreed = rows.filter((row) => {
    const wanted = asked.get(row.id);
    return wanted !== undefined && !wanted.isPending && wanted.isLiked === row.isLiked;
  });
  if (agreed.length > 0) {
    setAsked((current) => {
      const copy = new Map(current);
      for (const row of agreed) copy.delete(row.id);
      return copy;
    });
  }

  const onLikeChange = (entryId: string | number, isLiked: boolean) => {
    const entry = set.set_tracks.find((candidate) => candidate.id === entryId);
    if (!entry || asked.get(entryId)?.isPending) return;
    const trackId = entry.track_meta.id;
    const subject = entry.track_meta.mix_type === 'ID' ? 'ID' : 'Track';
    update(entryId, { isLiked, isPending: true });
    apiClient
      .request(toggleTrackLike, { params: { id: trackId } })
      .then(async (answer) => {
        update(entryId, { isLiked: answer.is_liked, isPending: false });
        // The same track may be played twice in a set: every entry of it takes the answer.
        await mutate<SetDetail>(
          detailKey,
          (cached) =>
            cached && {
              ...cached,
              set_tracks: cached.set_tracks.map((other) =>
                other.track_meta.id === trackId
                  ? {
                      ...other,
                      track_meta: {
                        ...other.track_meta,
                        likes: answer.likes,
                        user_likes: answer.user_likes,
                        user_fav: {
                          ...(other.track_meta.user_fav ?? untouched),
                          user_likes: answer.user_likes,
                        },
                      },
                    }
                  : other,
              ),
            },
          { revalidate: false },
        );
        notify(engagementMessages.likes(subject, answer.is_liked), 'success');
      })
      .catch((error: unknown) => {
        console.error('A like was refused', error);
        update(entryId, null);
        notify(engagementMessages.failed, 'error');
      });
  };

  const items = rows.map((row) => {
    const wanted = asked.get(row.id)?.isLiked;
    if (wanted === undefined || wanted === row.isLiked) return row;
    return { ...row, isLiked: wanted, likes: Math.max(0, row.likes + (wanted ? 1 : -1)) };
  });
  return { items, onLikeChange };
}
