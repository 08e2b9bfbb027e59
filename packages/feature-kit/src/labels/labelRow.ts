import type { Label } from '@rabbithole/api-contract';
import { entityRow, type EntityRow } from '../discover/index.ts';

/** What a labels row shows: the shared counts, and the artists. */
export interface LabelRow extends EntityRow {
  artists: number;
}

export function labelRow(label: Label): LabelRow {
  return {
    ...entityRow(label, '/labels', label.logo_url ?? label.art_url_sm ?? label.art_url_xl),
    artists: label.artist_count,
  };
}
