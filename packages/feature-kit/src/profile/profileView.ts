import type { User } from '@rabbithole/api-contract';
import type { ProfileHeaderProps, TabItem } from '@rabbithole/design-system';
import { mediaUrl } from '../media.ts';

/** The profile's tabs, in spec.md's order; also the values `?tab=` takes. */
export const PROFILE_TABS = ['sets', 'tracks', 'ids', 'artists', 'labels'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function isProfileTab(value: string | null | undefined): value is ProfileTab {
  return PROFILE_TABS.includes(value as ProfileTab);
}

/** Each tab's label, word for word from spec.md section 2; also its list's accessible name. */
export const profileTabLabels: Record<ProfileTab, string> = {
  sets: 'Liked Sets',
  tracks: 'Liked Tracks',
  ids: 'Watched IDs',
  artists: 'Liked Artists',
  labels: 'Liked Labels',
};

/**
 * The tabs, without counts: the Tabs hide a tab counted 0, yet an empty tab is where the
 * listener learns how to fill it, and counts would cost all five reads before the first tab shows.
 */
export const profileTabs: readonly TabItem[] = PROFILE_TABS.map((id) => ({
  id,
  label: profileTabLabels[id],
}));

/** What each empty tab says is missing, and how to fill it (spec.md names no copy for these). */
export const profileEmptyMessages: Record<ProfileTab, string> = {
  sets: 'No liked sets yet. Star a set on its page to keep it here.',
  tracks: 'No liked tracks yet. Star a track on its page to keep it here.',
  ids: "No watched IDs yet. Star an ID on its page and you'll hear when it is released.",
  artists: 'No liked artists yet. Follow an artist on their page to keep them here.',
  labels: 'No liked labels yet. Follow a label on its page to keep it here.',
};

/** The header: avatar, username (the page's h1) and the Bio, from the signed-in user. */
export function profileHeader(user: User): ProfileHeaderProps {
  return { username: user.username, avatarUrl: mediaUrl(user.avatar_url), bio: user.about_me };
}
