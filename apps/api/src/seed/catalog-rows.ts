import type { Genre } from '@rabbithole/api-contract';

// The rows the demo catalog writes, by their column names in the database (migration 0005 adds
// recorded_date, id_set_id and first_heard_date). Inserted with jsonb_populate_recordset, so a
// missing column is a loud error rather than a silently dropped field.

type Socials = Partial<
  Record<
    | 'beatport'
    | 'soundcloud'
    | 'spotify'
    | 'facebook'
    | 'instagram'
    | 'twitter'
    | 'youtube'
    | 'website',
    string
  >
>;

export interface ArtistRow extends Socials {
  id: number;
  name: string;
  bio: string;
  art_url_sm: string;
  art_url_xl: string;
}

export interface LabelRow extends Socials {
  id: number;
  name: string;
  bio: string | null;
  sponsor_type: 'label_meta' | 'other';
  art_url_sm: string;
  art_url_xl: string;
  logo_url: string;
}

export interface TrackRow {
  id: number;
  title: string;
  mix_type: 'original_mix' | 'remix' | 'edit' | 'ID';
  mix_name: string | null;
  genre: Genre;
  bpm: number;
  key: string;
  label_id: number | null;
  release_date: string | null;
  purchase_url: string | null;
  id_set_id: number | null;
  first_heard_date: string | null;
}

export interface SetRow {
  id: number;
  set_name: string;
  artist: string;
  description: string;
  art_url: string;
  art_url_xl: string;
  release_date: string;
  recorded_date: string;
  genre: Genre;
  duration_ms: number;
  mp3_permalink: string;
}

export interface Catalog {
  artists: ArtistRow[];
  labels: LabelRow[];
  label_founders: { label_id: number; artist_id: number }[];
  sets: SetRow[];
  set_artists: { set_id: number; artist_id: number; position: number }[];
  set_sponsors: { set_id: number; position: number; artist_id?: number; label_id?: number }[];
  tracks: TrackRow[];
  track_artists: {
    track_id: number;
    artist_id: number;
    role: 'producer' | 'feat' | 'mixer' | 'ID';
    position: number;
  }[];
  set_tracks: {
    id: number;
    set_id: number;
    track_id: number;
    track_position: number;
    start_time: number;
    end_time: number;
  }[];
}

/** Parents before children: the order the tables are written in. */
export const CATALOG_TABLES = [
  'artists',
  'labels',
  'label_founders',
  'sets',
  'set_artists',
  'set_sponsors',
  'tracks',
  'track_artists',
  'set_tracks',
] as const satisfies readonly (keyof Catalog)[];
