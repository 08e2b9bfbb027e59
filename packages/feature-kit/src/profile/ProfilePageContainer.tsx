import { ProfilePage } from './ProfilePage.tsx';
import { ProfileTabPanel } from './ProfileTabContainers.tsx';
import type { ProfileTab } from './profileView.ts';
import { useProfile } from './useProfile.ts';

export interface ProfilePageContainerProps {
  /**
   * The selected tab, e.g. from the address (`?tab=ids`); an unknown one selects Liked Sets.
   * Leave it out to let the tabs keep their own state.
   * @default undefined
   */
  tab?: string | null;
  /** Called with the tab the listener picks, to keep it in the address. @default undefined */
  onTabChange?: (tab: ProfileTab) => void;
}

/**
 * The signed-in user's profile: their header from the session, then what they starred, watch and
 * follow, a tab each, paged by Load More.
 */
export function ProfilePageContainer({ tab, onTabChange }: ProfilePageContainerProps) {
  const profile = useProfile();
  return (
    <ProfilePage
      header={profile?.header ?? null}
      tab={tab}
      onTabChange={onTabChange}
      renderTab={(shown) => profile && <ProfileTabPanel userId={profile.userId} tab={shown} />}
    />
  );
}
