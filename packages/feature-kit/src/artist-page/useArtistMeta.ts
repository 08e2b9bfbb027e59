import { artistPageMeta, type ArtistPageMeta } from './artistView.ts';
import { useArtist } from './useArtist.ts';

/**
 * The artist page's tab title and social preview once the artist has loaded; undefined before
 * and for an unknown artist. Shares the page's request.
 */
export function useArtistMeta(id: number): ArtistPageMeta | undefined {
  const { data } = useArtist(id);
  return data && artistPageMeta(data);
}
