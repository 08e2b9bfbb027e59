import type { Artist } from '@rabbithole/api-contract';
import { entityRow, type EntityRow } from '../discover/index.ts';

/** What an artists row shows: the shared counts, and the remixes. */
export interface ArtistRow extends EntityRow {
  remixes: number;
}

export function artistRow(artist: Artist): ArtistRow {
  return {
    ...entityRow(artist, '/artists', artist.art_url_sm ?? artist.art_url_xl),
    remixes: artist.remix_count,
  };
}
