import { ProfilePageContainer, type ProfileTab } from '@rabbithole/feature-kit';
import { useLocation, useSearch } from 'wouter';
import { profilePage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /profile: the signed-in user's page. The tab is kept in the address (`?tab=`), replacing the
 * entry, so Back leaves the page rather than stepping through tabs, and coming Back shows the tab
 * that was open.
 */
export default function ProfilePage() {
  useDocumentTitle(profilePage.title);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const selectTab = (tab: ProfileTab) => {
    const params = new URLSearchParams(search);
    params.set('tab', tab);
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  return (
    <ProfilePageContainer tab={new URLSearchParams(search).get('tab')} onTabChange={selectTab} />
  );
}
