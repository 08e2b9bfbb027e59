import {
  Heading,
  ProfileHeader,
  Stack,
  Tabs,
  VisuallyHidden,
  type ProfileHeaderProps,
} from '@rabbithole/design-system';
import type { ReactNode } from 'react';
import { isProfileTab, PROFILE_TABS, profileTabs, type ProfileTab } from './profileView.ts';

export interface ProfilePageProps {
  /** The signed-in user's header; null while nobody is known. */
  header: ProfileHeaderProps | null;
  /**
   * The selected tab, e.g. from the address (`?tab=ids`); an unknown one selects Liked Sets.
   * Leave it out to let the tabs keep their own state.
   * @default undefined
   */
  tab?: string | null | undefined;
  /** Called with the tab the listener picks, to keep it in the address. @default undefined */
  onTabChange?: ((tab: ProfileTab) => void) | undefined;
  /** The selected tab's list; each loads when its tab is first shown. */
  renderTab: (tab: ProfileTab) => ReactNode;
}

/**
 * /profile (spec.md section 2): avatar, username and Bio, then the tabs Liked Sets, Liked Tracks,
 * Watched IDs, Liked Artists and Liked Labels, every one shown even when empty, since the
 * listener is the one who fills them.
 */
export function ProfilePage({ header, tab, onTabChange, renderTab }: ProfilePageProps) {
  if (!header) {
    // Without a user there is nothing to show, and no failure to tell (spec.md section 8); the
    // page keeps its one heading.
    return (
      <VisuallyHidden>
        <Heading level={1}>Profile</Heading>
      </VisuallyHidden>
    );
  }
  const selection = onTabChange
    ? {
        selectedId: isProfileTab(tab) ? tab : PROFILE_TABS[0],
        onSelectionChange: (next: string) => {
          if (isProfileTab(next)) onTabChange(next);
        },
      }
    : {};
  return (
    <Stack space="xlarge">
      <ProfileHeader {...header} />
      <Tabs aria-label="Profile sections" tabs={profileTabs} {...selection}>
        {(shown) => (isProfileTab(shown) ? renderTab(shown) : null)}
      </Tabs>
    </Stack>
  );
}
