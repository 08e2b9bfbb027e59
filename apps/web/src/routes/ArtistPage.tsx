import { ArtistPageContainer, useArtistMeta, type ArtistTab } from '@rabbithole/feature-kit';
import { useLocation, useParams, useSearch } from 'wouter';
import { artistPage } from '../paths.ts';
import { usePageMeta } from '../useDocumentTitle.ts';

/**
 * /artists/{id}: the artist page, titled after the artist once loaded (og tags too). The tab is
 * kept in the address (`?tab=`), replacing the entry, so Back leaves the page rather than stepping
 * through tabs, and coming Back (or opening a shared link) shows the tab that was open.
 */
export default function ArtistPage() {
  const id = Number(useParams<{ id: string }>().id);
  const search = useSearch();
  const [location, navigate] = useLocation();
  usePageMeta(useArtistMeta(id) ?? { title: artistPage.title });
  const selectTab = (tab: ArtistTab) => {
    const params = new URLSearchParams(search);
    params.set('tab', tab);
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  return (
    <ArtistPageContainer
      id={id}
      tab={new URLSearchParams(search).get('tab')}
      onTabChange={selectTab}
    />
  );
}
