import type { Genre, MixType, Track, TrackArtist } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';

/**
 * A track as its row's SQL builds it, correlated on an outer `tracks` row (spelt out: Drizzle
 * leaves columns unqualified in some statements). Lists, the detail and a set's track list all
 * read the same fragment, so a track looks the same everywhere. The credit line (`artist`) and
 * `label_name` are stored on the row by the schema's triggers (migration 0005), which the sorts
 * and search read too.
 */
export interface TrackRow {
  id: number;
  title: string;
  artist: string;
  artists: TrackArtist[];
  art_url_sm: string | null;
  art_url_xl: string | null;
  release_date: string | null;
  genre: Genre | null;
  label_meta_id: number | null;
  label_name: string | null;
  mix_type: MixType;
  mix_name: string | null;
  bpm: number | null;
  key: string | null;
  purchase_url: string | null;
  set_meta: Track['set_meta'];
  first_heard_date: string | null;
  released_as: Track['released_as'];
  likes: number;
}

/**
 * Producers and ID credits first (in credit order, as the stored credit line names them), then
 * feat, then mixers.
 */
const roleOrder = sql.raw(
  `case ta.role when 'producer' then 0 when 'ID' then 0 when 'feat' then 1 else 2 end`,
);

export const trackJson = sql<TrackRow>`json_build_object(
  'id', tracks.id,
  'title', tracks.title,
  'artist', tracks.artist,
  'artists', coalesce((
    select json_agg(json_build_object(
      'id', ta.artist_id,
      'role', ta.role,
      'artist_meta', json_build_object(
        'id', ta.artist_id,
        'name', (select a.name from artists a where a.id = ta.artist_id))
    ) order by ${roleOrder}, ta.position,
      (select a.name from artists a where a.id = ta.artist_id), ta.artist_id)
    from track_artists ta where ta.track_id = tracks.id), '[]'),
  'art_url_sm', tracks.art_url_sm,
  'art_url_xl', tracks.art_url_xl,
  'release_date', tracks.release_date,
  'genre', tracks.genre,
  'label_meta_id', tracks.label_id,
  'label_name', case when tracks.label_id is not null then tracks.label_name end,
  'mix_type', tracks.mix_type,
  'mix_name', tracks.mix_name,
  'bpm', tracks.bpm,
  'key', tracks.key,
  'purchase_url', tracks.purchase_url,
  'set_meta', (
    select json_build_object('id', s.id, 'set_name', s.set_name, 'release_date', s.release_date)
    from sets s where s.id = tracks.id_set_id),
  'first_heard_date', tracks.first_heard_date,
  'released_as', (
    select json_build_object('id', r.id, 'title', r.title, 'artist', r.artist)
    from id_releases ir join tracks r on r.id = ir.track_id
    where ir.id_track_id = tracks.id),
  'likes', tracks.likes)`;

/** The contract's track from its row: derived fields, and the caller's own fields empty. */
export function toTrack(row: TrackRow): Track {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    artists: row.artists,
    artist_meta: row.artists[0]?.artist_meta ?? null,
    art_url_sm: row.art_url_sm,
    art_url_xl: row.art_url_xl,
    release_date: row.release_date,
    genre: row.genre,
    label_name: row.label_name,
    label_meta_id: row.label_meta_id,
    label_meta: row.label_meta_id === null ? null : { id: row.label_meta_id },
    mix_type: row.mix_type,
    mix_meta: row.mix_name === null ? null : { name: row.mix_name },
    bpm: row.bpm,
    key: row.key,
    purchase_url: row.purchase_url,
    set_meta: row.set_meta,
    first_heard_date: row.first_heard_date,
    released_as: row.released_as,
    likes: row.likes,
    // A guest's answer (design.md section 3); engagement/user-fields.ts fills a caller's.
    user_likes: null,
    is_fav: false,
    show_likes: false,
    user_fav: null,
  };
}
