import { SetPageContainer, useMomentLinkStart, useSetMeta } from '@rabbithole/feature-kit';
import { useParams, useSearch } from 'wouter';
import { setPage } from '../paths.ts';
import { usePageMeta } from '../useDocumentTitle.ts';

/**
 * /sets/{id}: the set page, titled after the set once it has loaded (og tags too); a moment link
 * (`?t=1h02m03s`) plays it from there.
 */
export default function SetPage() {
  const id = Number(useParams<{ id: string }>().id);
  usePageMeta(useSetMeta(id) ?? { title: setPage.title });
  const startAt = useMomentLinkStart(useSearch());
  return <SetPageContainer id={id} {...(startAt === undefined ? {} : { startAt })} />;
}
