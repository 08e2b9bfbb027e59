import { TrackPageContainer, useTrackMeta } from '@rabbithole/feature-kit';
import { useParams } from 'wouter';
import { trackPage } from '../paths.ts';
import { usePageMeta } from '../useDocumentTitle.ts';

/** /tracks/{id}: the track page, titled by its mix_type once it has loaded (og tags too). */
export default function TrackPage() {
  const id = Number(useParams<{ id: string }>().id);
  usePageMeta(useTrackMeta(id) ?? { title: trackPage.title });
  return <TrackPageContainer id={id} />;
}
