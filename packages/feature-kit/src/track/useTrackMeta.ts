import { notFoundTitle } from '@rabbithole/design-system';
import { trackPageMeta, type TrackPageMeta } from './trackView.ts';
import { useTrack } from './useTrack.ts';

/**
 * The track page's tab title (by mix_type, spec.md section 2) and social preview once the track
 * has loaded, undefined before, and the not-found state's title for an unknown track. Shares the
 * page's request.
 */
export function useTrackMeta(id: number): TrackPageMeta | undefined {
  const { data, isNotFound } = useTrack(id);
  if (isNotFound) return { title: notFoundTitle('track') };
  return data && trackPageMeta(data);
}
