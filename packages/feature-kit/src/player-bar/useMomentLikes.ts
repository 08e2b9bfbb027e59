import type { SetDetail } from '@rabbithole/api-contract';
import { useCallback, useMemo, useState } from 'react';

const none: readonly number[] = [];

export interface MomentLikes {
  /** The moments (ms) of the set the listener liked: before it was loaded, and since. */
  likedMoments: readonly number[];
  /** One like is on its way: the button waits for it. */
  isLiking: boolean;
  startLiking: () => void;
  /** The like's answer: its moment, or undefined when it failed. */
  liked: (moment: number | undefined) => void;
}

/**
 * The listener's likes of moments of the set in the player, for the seek bar's marks: those the
 * set was read with (`user_moments`), then each new one as its like is answered.
 */
export function useMomentLikes(set: Pick<SetDetail, 'id' | 'user_moments'>): MomentLikes {
  const [likes, setLikes] = useState<{ setId: number; moments: readonly number[] }>({
    setId: set.id,
    moments: [],
  });
  const [isLiking, setLiking] = useState(false);
  const startLiking = useCallback(() => setLiking(true), []);
  const liked = useCallback(
    (moment: number | undefined) => {
      setLiking(false);
      if (moment === undefined) return;
      setLikes((known) => ({
        setId: set.id,
        moments: known.setId === set.id ? [...known.moments, moment] : [moment],
      }));
    },
    [set.id],
  );
  const stored = set.user_moments;
  const added = likes.setId === set.id ? likes.moments : none;
  const likedMoments = useMemo(() => [...(stored ?? none), ...added], [stored, added]);
  return { likedMoments, isLiking, startLiking, liked };
}
