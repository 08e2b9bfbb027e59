import type { Artist } from '@rabbithole/api-contract';
import { mediaUrl } from '../media.ts';

/** What an artists row shows; mapped once per artist so the columns only read it. */
export interface ArtistRow {
  id: number;
  name: string;
  href: string;
  artUrl: string | null;
  sets: number;
  tracks: number;
  remixes: number;
  /** At most 2, most frequent first (cards and rows carry up to 2 genre tags). */
  genres: string[];
  /** What the expanded row lists: the artist's sets, or its tracks when it played none. */
  latest: 'sets' | 'tracks';
}

export function artistRow(artist: Artist): ArtistRow {
  return {
    id: artist.id,
    name: artist.name,
    href: `/artists/${artist.id}`,
    artUrl: mediaUrl(artist.art_url_sm ?? artist.art_url_xl),
    sets: artist.set_count,
    tracks: artist.track_count,
    remixes: artist.remix_count,
    genres: artist.track_genres.slice(0, 2),
    latest: artist.set_count > 0 ? 'sets' : 'tracks',
  };
}
