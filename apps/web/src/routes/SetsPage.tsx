import { Hero, Stack } from '@rabbithole/design-system';
import { isGenre, SetsListContainer } from '@rabbithole/feature-kit';
import { useSearch } from 'wouter';
import { setsPage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** /sets: Discover Sets; `?genre=` pre-fills the genre filter when it names a known genre. */
export default function SetsPage() {
  useDocumentTitle(setsPage.title);
  const genreParam = new URLSearchParams(useSearch()).get('genre');
  const genre = isGenre(genreParam) ? genreParam : undefined;
  return (
    <Stack space="xlarge">
      <Hero title={setsPage.title} subtitle="Dive down the rabbit hole with musical journeys" />
      <SetsListContainer genre={genre} />
    </Stack>
  );
}
