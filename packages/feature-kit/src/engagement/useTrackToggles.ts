import { routes, type Track, type TrackUserFav } from '@rabbithole/api-contract';
import { useSWRConfig } from 'swr';
import { apiClient } from '../api/index.ts';
import { engagementMessages } from './messages.ts';
import { useOptimisticToggle, type Toggle } from './useOptimisticToggle.ts';
import { favPatch, untouchedTrack } from './useWatchRows.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { purchaseTrack, toggleTrackFav, toggleTrackLike } = routes;

export interface TrackToggles {
  /** Favourite; for an ID, watching it. */
  favourite: Toggle;
  like: Toggle & { count: number };
  purchase: { isPurchased: boolean; isPending: boolean; onPurchase: () => void };
}

type Patch = (fav: TrackUserFav, track: Track) => Partial<Track>;

/** The track page's favourite (or watch), like and purchase; answers go into its cached read. */
export function useTrackToggles(track: Track, detailKey: string): TrackToggles {
  const { mutate } = useSWRConfig();
  const own = track.user_fav ?? untouchedTrack;
  const subject = track.mix_type === 'ID' ? 'ID' : 'Track';
  const keep = (patch: Patch) =>
    mutate<Track>(
      detailKey,
      (cached) => cached && { ...cached, ...patch(cached.user_fav ?? untouchedTrack, cached) },
      { revalidate: false },
    );

  const favourite = useOptimisticToggle({
    isSelected: own.is_fav,
    send: () => apiClient.request(toggleTrackFav, { params: { id: track.id } }),
    selectedIn: (answer) => answer.is_fav,
    keep: (answer) => keep((_fav, cached) => favPatch(cached, answer)),
    message: (isOn) => engagementMessages.favourite(subject, isOn),
  });
  const like = useOptimisticToggle({
    isSelected: own.user_likes > 0,
    send: () => apiClient.request(toggleTrackLike, { params: { id: track.id } }),
    selectedIn: (answer) => answer.is_liked,
    keep: (answer) =>
      keep((fav) => ({
        likes: answer.likes,
        user_likes: answer.user_likes,
        user_fav: { ...fav, user_likes: answer.user_likes },
      })),
    message: (isOn) => engagementMessages.likes(subject, isOn),
  });
  const purchase = useOptimisticToggle({
    isSelected: own.is_purchased,
    send: () => apiClient.request(purchaseTrack, { params: { id: track.id } }),
    selectedIn: (answer) => answer.is_purchased,
    keep: (answer) => keep((fav) => ({ user_fav: { ...fav, is_purchased: answer.is_purchased } })),
    message: () => engagementMessages.purchased,
  });
  const shift = !like.isPending ? 0 : like.isSelected ? 1 : -1;
  return {
    favourite,
    like: { ...like, count: Math.max(0, track.likes + shift) },
    purchase: {
      isPurchased: purchase.isSelected,
      isPending: purchase.isPending,
      onPurchase: () => {
        if (!purchase.isSelected) purchase.onChange(true);
      },
    },
  };
}
