import { routes, type Artist, type FollowStats, type Label } from '@rabbithole/api-contract';
import { useSWRConfig } from 'swr';
import { apiClient } from '../api/index.ts';
import { useOptimisticToggle, type Toggle } from './useOptimisticToggle.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { toggleArtistFollow, toggleArtistShowLikes, toggleLabelFollow, toggleLabelShowLikes } =
  routes;

const endpoints = {
  artist: { follow: toggleArtistFollow, likes: toggleArtistShowLikes, field: 'user_stats' },
  label: { follow: toggleLabelFollow, likes: toggleLabelShowLikes, field: 'user_label_stats' },
} as const;

export interface FollowToggles {
  follow: Toggle;
  /** Whether the listener's likes of its music are shown, with their count. */
  likes: Toggle & { count: number };
}

/**
 * Follow/Following and the likes toggle of an artist or label page (spec.md sections 2 and 4).
 * `detailKey` is the page's cached read, which takes each answer so a reload shows the same.
 */
export function useFollowToggles(
  kind: 'artist' | 'label',
  id: number,
  stats: FollowStats | null | undefined,
  detailKey: string,
): FollowToggles {
  const { mutate } = useSWRConfig();
  const { follow, likes, field } = endpoints[kind];
  const keep = (answer: FollowStats) =>
    mutate<Artist | Label>(detailKey, (entity) => entity && { ...entity, [field]: answer }, {
      revalidate: false,
    });
  const followToggle = useOptimisticToggle({
    isSelected: stats?.is_followed ?? false,
    send: () => apiClient.request(follow, { params: { id } }),
    selectedIn: (answer) => answer.is_followed,
    keep,
    // The button says Follow or Following; a snackbar would only repeat it.
    message: null,
  });
  const likesToggle = useOptimisticToggle({
    isSelected: stats?.show_likes ?? false,
    send: () => apiClient.request(likes, { params: { id } }),
    selectedIn: (answer) => answer.show_likes,
    keep,
    message: null,
  });
  return {
    follow: followToggle,
    likes: { ...likesToggle, count: stats?.total_user_likes ?? 0 },
  };
}
