import { notFoundTitle } from '@rabbithole/design-system';
import { artistPageMeta, type ArtistPageMeta } from './artistView.ts';
import { useArtist } from './useArtist.ts';

/**
 * The artist page's tab title and social preview once the artist has loaded, undefined before,
 * and the not-found state's title for an unknown artist. Shares the page's request.
 */
export function useArtistMeta(id: number): ArtistPageMeta | undefined {
  const { data, isNotFound } = useArtist(id);
  if (isNotFound) return { title: notFoundTitle('artist') };
  return data && artistPageMeta(data);
}
