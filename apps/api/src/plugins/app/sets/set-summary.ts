import type { ArtistRef, Genre, SetSponsor, SetSummary } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { sets } from '../../../db/schema/index.ts';

// A set's credits and curators come aggregated as JSON in the page query itself: one round trip
// (and one plan) per request. Names are looked up by primary key: a join here plans as a hash
// join per row, slower on tables this small. `sets.id` is spelt out (Drizzle leaves columns
// unqualified in some statements, where a bare "id" would be ambiguous in these subqueries).
const credits = sql<ArtistRef[]>`coalesce((
  select json_agg(json_build_object(
    'id', xa.artist_id,
    'name', (select a.name from artists a where a.id = xa.artist_id)
  ) order by xa.position)
  from set_artists xa where xa.set_id = sets.id), '[]')`;

const curators = sql<SetSponsor[]>`coalesce((
  select json_agg(json_build_object(
    'sponsor', coalesce(
      (select a.name from artists a where a.id = xs.artist_id),
      (select l.name from labels l where l.id = xs.label_id)),
    'sponsor_id', coalesce(xs.artist_id, xs.label_id),
    'sponsor_type', case when xs.artist_id is not null then 'artist' else 'label' end
  ) order by xs.position)
  from set_sponsors xs where xs.set_id = sets.id), '[]')`;

/** The columns a set summary is made of, correlated on an outer `sets` row. */
export const summaryFields = {
  id: sets.id,
  set_name: sets.set_name,
  artist: sets.artist,
  art_url: sets.art_url,
  art_url_xl: sets.art_url_xl,
  release_date: sets.release_date,
  genre: sets.genre,
  track_genres: sets.track_genres,
  likes: sets.likes,
  duration_ms: sets.duration_ms,
  mp3_permalink: sets.mp3_permalink,
  track_count: sets.track_count,
  track_confirmed_count: sets.track_confirmed_count,
  credits,
  curators,
};

export interface SummaryRow {
  id: number;
  set_name: string;
  artist: string;
  art_url: string | null;
  art_url_xl: string | null;
  release_date: string;
  genre: Genre | null;
  track_genres: Genre[];
  likes: number;
  duration_ms: number;
  mp3_permalink: string | null;
  track_count: number;
  track_confirmed_count: number;
  credits: ArtistRef[];
  curators: SetSponsor[];
}

export function toSummary(row: SummaryRow): SetSummary {
  return {
    id: row.id,
    set_name: row.set_name,
    artist: row.artist,
    artist_meta: { name: row.artist },
    artists: row.credits,
    art_url: row.art_url,
    art_url_xl: row.art_url_xl,
    release_date: row.release_date,
    genre: row.genre,
    track_genres: row.track_genres,
    likes: row.likes,
    duration: row.duration_ms,
    mp3_permalink: row.mp3_permalink,
    set_sponsors: row.curators,
    sponsor_id: row.curators[0]?.sponsor_id ?? null,
    track_count: row.track_count,
    track_confirmed_count: row.track_confirmed_count,
    // A guest's answer (design.md section 3); engagement/user-fields.ts fills a caller's.
    user_likes: null,
    user_fav: null,
  };
}
