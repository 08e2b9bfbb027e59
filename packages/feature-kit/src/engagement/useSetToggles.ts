import { routes, type FavStats, type SetDetail, type SetUserFav } from '@rabbithole/api-contract';
import { useSWRConfig } from 'swr';
import { apiClient } from '../api/index.ts';
import { engagementMessages } from './messages.ts';
import { useOptimisticToggle, type Toggle } from './useOptimisticToggle.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { toggleSetFav, toggleSetLike } = routes;

/** What a signed-in caller's untouched set reads as (the contract's SetUserFav). */
const untouched: SetUserFav = {
  is_fav: false,
  show_likes: true,
  user_likes: 0,
  first_liked_date: null,
  current_timestamp: null,
};

export interface SetToggles {
  favourite: Toggle;
  /** The listener's like of the set, with everyone's likes as its count. */
  like: Toggle & { count: number };
}

/** The set page's favourite and like toggles; each answer goes into the page's cached read. */
export function useSetToggles(set: SetDetail, detailKey: string): SetToggles {
  const { mutate } = useSWRConfig();
  const own = set.user_fav ?? untouched;
  const keepFav = (answer: FavStats) =>
    mutate<SetDetail>(
      detailKey,
      (cached) =>
        cached && {
          ...cached,
          user_likes: answer.total_user_likes,
          user_fav: {
            ...(cached.user_fav ?? untouched),
            is_fav: answer.is_fav,
            show_likes: answer.show_likes,
            user_likes: answer.total_user_likes,
          },
        },
      { revalidate: false },
    );
  const favourite = useOptimisticToggle({
    isSelected: own.is_fav,
    send: () => apiClient.request(toggleSetFav, { params: { id: set.id } }),
    selectedIn: (answer) => answer.is_fav,
    keep: keepFav,
    message: (isOn) => engagementMessages.favourite('Set', isOn),
  });
  const like = useOptimisticToggle({
    isSelected: own.user_likes > 0,
    send: () => apiClient.request(toggleSetLike, { params: { id: set.id } }),
    selectedIn: (answer) => answer.is_liked,
    // The first liked moment is the server's to say: read the set again for it.
    keep: (answer) =>
      mutate<SetDetail>(
        detailKey,
        (cached) =>
          cached && {
            ...cached,
            likes: answer.likes,
            user_likes: answer.user_likes,
            user_fav: { ...(cached.user_fav ?? untouched), user_likes: answer.user_likes },
          },
      ),
    message: (isOn) => engagementMessages.likes('Set', isOn),
  });
  // While a like is on its way the count moves with the heart: one like added at the set's
  // start, or every like of the listener's on it taken away (the contract's toggleSetLike).
  const shift = !like.isPending ? 0 : like.isSelected ? 1 : -own.user_likes;
  return { favourite, like: { ...like, count: Math.max(0, set.likes + shift) } };
}
