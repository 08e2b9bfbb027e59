import { LabelPageContainer, useLabelMeta, type LabelTab } from '@rabbithole/feature-kit';
import { useLocation, useParams, useSearch } from 'wouter';
import { labelPage } from '../paths.ts';
import { usePageMeta } from '../useDocumentTitle.ts';

/**
 * /labels/{id}: the label page, titled after the label once loaded (og tags too). The tab is kept
 * in the address (`?tab=`), replacing the entry, so Back leaves the page rather than stepping
 * through tabs, and coming Back (or opening a shared link) shows the tab that was open.
 */
export default function LabelPage() {
  const id = Number(useParams<{ id: string }>().id);
  const search = useSearch();
  const [location, navigate] = useLocation();
  usePageMeta(useLabelMeta(id) ?? { title: labelPage.title });
  const selectTab = (tab: LabelTab) => {
    const params = new URLSearchParams(search);
    params.set('tab', tab);
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  return (
    <LabelPageContainer
      id={id}
      tab={new URLSearchParams(search).get('tab')}
      onTabChange={selectTab}
    />
  );
}
