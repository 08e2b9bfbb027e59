import { trackPageMeta, type TrackPageMeta } from './trackView.ts';
import { useTrack } from './useTrack.ts';

/**
 * The track page's tab title (by mix_type, spec.md section 2) and social preview once the track
 * has loaded; undefined before. Shares the page's request.
 */
export function useTrackMeta(id: number): TrackPageMeta | undefined {
  const { data } = useTrack(id);
  return data && trackPageMeta(data);
}
