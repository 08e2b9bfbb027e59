import { mediaUrl } from '../media.ts';
import type { LatestRow } from './LatestContainer.tsx';

/** What an artists or labels row shows; mapped once per row so the columns only read it. */
export interface EntityRow extends LatestRow {
  artUrl: string | null;
  sets: number;
  tracks: number;
  /** At most 2, most frequent first (cards and rows carry up to 2 genre tags). */
  genres: string[];
}

/** The fields an artist and a label share. */
interface Entity {
  id: number;
  name: string;
  set_count: number;
  track_count: number;
  track_genres: string[];
}

/** The shared part of an artist's or label's row; `page` is its list's path (`/artists`). */
export function entityRow(
  entity: Entity,
  page: string,
  picture: string | null | undefined,
): EntityRow {
  return {
    id: entity.id,
    name: entity.name,
    href: `${page}/${entity.id}`,
    artUrl: mediaUrl(picture),
    sets: entity.set_count,
    tracks: entity.track_count,
    genres: entity.track_genres.slice(0, 2),
    // Without a set the expanded row lists the tracks instead.
    latest: entity.set_count > 0 ? 'sets' : 'tracks',
  };
}
