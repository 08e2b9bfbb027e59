import type { Label } from '@rabbithole/api-contract';
import { mediaUrl } from '../media.ts';

/** What a labels row shows; mapped once per label so the columns only read it. */
export interface LabelRow {
  id: number;
  name: string;
  href: string;
  artUrl: string | null;
  sets: number;
  tracks: number;
  artists: number;
  /** At most 2, most frequent first (cards and rows carry up to 2 genre tags). */
  genres: string[];
  /** What the expanded row lists: the label's sets, or its tracks when no set has any. */
  latest: 'sets' | 'tracks';
}

export function labelRow(label: Label): LabelRow {
  return {
    id: label.id,
    name: label.name,
    href: `/labels/${label.id}`,
    artUrl: mediaUrl(label.logo_url ?? label.art_url_sm ?? label.art_url_xl),
    sets: label.set_count,
    tracks: label.track_count,
    artists: label.artist_count,
    genres: label.track_genres.slice(0, 2),
    latest: label.set_count > 0 ? 'sets' : 'tracks',
  };
}
