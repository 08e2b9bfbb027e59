import { trackAt, usePlayerSelector } from '../player/index.ts';

/**
 * "Track · Set" while a set plays (the set alone between tracks), else null: what the app names
 * its tab with. A string, so it changes only when the track does, not every second.
 */
export function useNowPlayingTitle(): string | null {
  return usePlayerSelector((state) => {
    if (state.status !== 'playing' || !state.set) return null;
    const track = trackAt(state.set, state.positionMs);
    return track ? `${track.track_meta.title} · ${state.set.set_name}` : state.set.set_name;
  });
}
