import type {
  ImportArtist,
  ImportDocument,
  ImportLabel,
  ImportSet,
  ImportTrack,
} from '@rabbithole/api-contract';
import { SOCIAL_FIELDS } from '@rabbithole/api-contract';
import { artPath } from '../seed/art.ts';

/**
 * What an import document says each row and relation should be, in the database's columns, once
 * every key has an id. Pure: the writer (import-catalog.ts) compares these with what is stored.
 * A field the document leaves out is null, so removing it from the file clears it on re-import.
 */

export type KeyIds = Map<string, number>;
export interface Ids {
  artists: KeyIds;
  labels: KeyIds;
  tracks: KeyIds;
  sets: KeyIds;
}

const idOf = (ids: KeyIds, key: string): number => {
  const id = ids.get(key);
  // The document was validated: every reference names a record of the file.
  if (id === undefined) throw new Error(`import: no id for key ${key}`);
  return id;
};

const socialsOf = (socials: Partial<Record<(typeof SOCIAL_FIELDS)[number], string>> = {}) =>
  Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, socials[field] ?? null])) as Record<
    (typeof SOCIAL_FIELDS)[number],
    string | null
  >;

export function artistRow(artist: ImportArtist, id: number) {
  const art = artist.image_url ?? artPath('artists', id);
  return {
    id,
    import_key: artist.key,
    name: artist.name,
    bio: artist.bio ?? null,
    art_url_sm: art,
    art_url_xl: art,
    ...socialsOf(artist.socials),
  };
}

export function labelRow(label: ImportLabel, id: number) {
  const art = label.image_url ?? artPath('labels', id);
  return {
    id,
    import_key: label.key,
    name: label.name,
    bio: label.bio ?? null,
    sponsor_type: label.sponsor_type,
    art_url_sm: art,
    art_url_xl: art,
    logo_url: label.logo_url ?? art,
    ...socialsOf(label.socials),
  };
}

export function trackRow(track: ImportTrack, id: number, ids: Ids) {
  return {
    id,
    import_key: track.key,
    title: track.title,
    mix_type: track.mix_type,
    mix_name: track.mix_name ?? null,
    genre: track.genre ?? null,
    bpm: track.bpm ?? null,
    key: track.musical_key ?? null,
    label_id: track.label === undefined ? null : idOf(ids.labels, track.label),
    release_date: track.release_date ?? null,
    purchase_url: track.purchase_url ?? null,
    // Tracks without art of their own show their set's or label's (the readers decide).
    art_url_sm: track.image_url ?? null,
    art_url_xl: track.image_url ?? null,
    id_set_id: track.id_set === undefined ? null : idOf(ids.sets, track.id_set),
    first_heard_date: track.first_heard_date ?? null,
  };
}

export function setRow(set: ImportSet, id: number, names: ReadonlyMap<string, string>) {
  const art = set.image_url ?? artPath('sets', id);
  return {
    id,
    import_key: set.key,
    set_name: set.set_name,
    artist: set.artist ?? set.artists.map((key) => names.get(key) ?? key).join(' & '),
    description: set.description ?? null,
    art_url: art,
    art_url_xl: art,
    release_date: set.release_date,
    recorded_date: set.recorded_date ?? null,
    genre: set.genre ?? null,
    duration_ms: set.duration_ms,
    // The media route serves an uploaded recording when there is one, else the generated audio.
    mp3_permalink: `/audio/sets/${id}.mp3`,
  };
}

/** A row's relations, as `[parent id, rows]`, each row without its parent's id. */
export function founderRows(label: ImportLabel, ids: Ids) {
  return label.bosses.map((key) => ({ artist_id: idOf(ids.artists, key) }));
}

export function trackArtistRows(track: ImportTrack, ids: Ids) {
  const inRole = new Map<string, number>();
  return track.artists.map(({ artist, role }) => {
    // Credit order within a role, as the schema keeps it.
    const position = inRole.get(role) ?? 0;
    inRole.set(role, position + 1);
    return { artist_id: idOf(ids.artists, artist), role, position };
  });
}

export function setArtistRows(set: ImportSet, ids: Ids) {
  return set.artists.map((key, position) => ({ artist_id: idOf(ids.artists, key), position }));
}

export function setSponsorRows(set: ImportSet, ids: Ids) {
  return set.sponsors.map((sponsor, position) => ({
    position,
    artist_id: sponsor.artist === undefined ? null : idOf(ids.artists, sponsor.artist),
    label_id: sponsor.label === undefined ? null : idOf(ids.labels, sponsor.label),
  }));
}

export function setTrackRows(set: ImportSet, ids: Ids) {
  return set.tracks.map((entry, index) => ({
    track_id: idOf(ids.tracks, entry.track),
    track_position: index + 1,
    start_time: entry.start_ms,
    end_time: entry.end_ms ?? null,
  }));
}

/** The artists' names by key, for a set's default credit line. */
export const artistNamesOf = (document: ImportDocument) =>
  new Map(document.artists.map((artist) => [artist.key, artist.name]));

/**
 * Whether a stored row already holds every value of the wanted one. Values are text, numbers,
 * booleans and null, so equality is plain.
 */
export function sameValues(stored: Record<string, unknown>, wanted: Record<string, unknown>) {
  return Object.entries(wanted).every(([column, value]) => stored[column] === value);
}

/** Relation lists compared in order, by the listed columns. */
export function sameRows(
  stored: readonly Record<string, unknown>[],
  wanted: readonly Record<string, unknown>[],
) {
  return (
    stored.length === wanted.length &&
    stored.every((row, index) => sameValues(row, wanted[index] ?? {}))
  );
}
