import type { SetTrack } from '@rabbithole/api-contract';
import type { TracklistItem } from '@rabbithole/design-system';
import { trackRowItem } from '../tracks/index.ts';

/**
 * A row of the set page's Track List: the track's row with the entry's position, keyed by the
 * entry (what the player's now-playing indicator names).
 */
export function setTrackItem(entry: SetTrack): TracklistItem {
  return { ...trackRowItem(entry.track_meta, entry.track_position), id: entry.id };
}
