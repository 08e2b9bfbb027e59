import { SetPageContainer, useSetMeta } from '@rabbithole/feature-kit';
import { useParams } from 'wouter';
import { setPage } from '../paths.ts';
import { usePageMeta } from '../useDocumentTitle.ts';

/** /sets/{id}: the set page, titled after the set once it has loaded (og tags too). */
export default function SetPage() {
  const id = Number(useParams<{ id: string }>().id);
  usePageMeta(useSetMeta(id) ?? { title: setPage.title });
  return <SetPageContainer id={id} />;
}
