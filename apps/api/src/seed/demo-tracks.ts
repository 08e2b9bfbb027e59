import { GENRES, type Genre } from '@rabbithole/api-contract';
import type { Catalog, TrackRow } from './catalog-rows.ts';
import { handleOf } from './demo-people.ts';
import * as names from './names.ts';
import type { Random } from './prng.ts';

/** Plausible tempo ranges per genre (integer BPM, always within 60–200). */
export const BPM_BY_GENRE: Record<Genre, readonly [number, number]> = {
  'Afro House': [118, 124],
  'Bass / Club': [128, 140],
  'Breaks / Breakbeat / UK Bass': [125, 140],
  'Dance / Electro Pop': [110, 128],
  'Deep House': [118, 124],
  'Electro (Classic / Detroit / Modern)': [120, 135],
  Electronic: [90, 130],
  Electronica: [80, 125],
  House: [120, 126],
  'Indie Dance': [110, 124],
  'Melodic House & Techno': [120, 126],
  'Minimal / Deep Tech': [122, 128],
  'Nu Disco / Disco': [110, 124],
  'Organic House / Downtempo': [90, 118],
  'Progressive House': [120, 126],
  'Tech House': [124, 128],
  Techno: [128, 138],
  'Techno (Peak Time / Driving)': [130, 142],
  'Techno (Raw / Deep / Hypnotic)': [126, 138],
  Trance: [132, 140],
};

const DAY_MS = 86_400_000;
// Fixed dates, not "now": the catalog must be identical whenever and wherever it is generated.
const FIRST_RELEASE = Date.UTC(2015, 0, 1);
const LAST_RELEASE = Date.UTC(2026, 5, 30);
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "F# min" → 6: the tonic's semitone above C. */
export const tonicOf = (key: string) =>
  names.TONICS.indexOf(key.split(' ')[0] as (typeof names.TONICS)[number]);

/** Distance between two tonics around the circle of semitones (0–6). */
export function keyDistance(a: string, b: string): number {
  const d = Math.abs(tonicOf(a) - tonicOf(b)) % 12;
  return Math.min(d, 12 - d);
}

export const randomKey = (random: Random) =>
  `${random.pick(names.TONICS)} ${random.chance(0.6) ? 'min' : 'maj'}`;

export interface TrackPool {
  /** Released tracks by genre, for sets to draw from. */
  byGenre: Map<Genre, TrackRow[]>;
  all: TrackRow[];
}

/**
 * The released catalog: originals, then remixes and edits of earlier originals (same title and
 * producers, a mixer credit and a mix name such as "Nadia Vale Remix"), `perGenre` per genre.
 */
export function addTrackPool(random: Random, catalog: Catalog, perGenre: number): TrackPool {
  const recordLabels = catalog.labels.filter((label) => label.sponsor_type === 'label_meta');
  const artistIds = catalog.artists.map((artist) => artist.id);
  const byGenre = new Map<Genre, TrackRow[]>();
  const usedTitles = new Set<string>();
  const newTitle = () => {
    for (;;) {
      const title = random.chance(0.2)
        ? random.pick(names.TRACK_SOLO)
        : `${random.pick(names.TRACK_WORDS_A)} ${random.pick(names.TRACK_WORDS_B)}`;
      // A few titles recur across artists, as in real catalogs; most are distinct.
      if (!usedTitles.has(title) || random.chance(0.05)) {
        usedTitles.add(title);
        return title;
      }
    }
  };

  for (const genre of GENRES) {
    const [low, high] = BPM_BY_GENRE[genre];
    const originals: { track: TrackRow; producers: number[] }[] = [];
    const list: TrackRow[] = [];
    for (let n = 0; n < perGenre; n += 1) {
      const id = catalog.tracks.length + 1;
      const roll = random.next();
      const source = originals.length > 5 && roll >= 0.65 ? random.pick(originals) : null;
      const mix_type = source === null ? 'original_mix' : roll < 0.9 ? 'remix' : 'edit';
      const producers = source?.producers ?? random.sample(artistIds, random.chance(0.2) ? 2 : 1);
      const mixer =
        source === null ? null : random.pick(artistIds.filter((a) => !producers.includes(a)));
      const mixerName = mixer === null ? '' : (catalog.artists[mixer - 1]?.name ?? '');
      const label = random.chance(0.92) ? random.pick(recordLabels) : null;
      const title = source?.track.title ?? newTitle();
      const released =
        FIRST_RELEASE + random.int(0, (LAST_RELEASE - FIRST_RELEASE) / DAY_MS) * DAY_MS;
      const track: TrackRow = {
        id,
        title,
        mix_type,
        mix_name:
          mix_type === 'remix'
            ? `${mixerName} Remix`
            : mix_type === 'edit'
              ? `${mixerName} Edit`
              : null,
        genre,
        bpm: random.int(low, high),
        key: randomKey(random),
        label_id: label?.id ?? null,
        release_date: isoDay(released),
        purchase_url:
          label !== null && random.chance(0.45)
            ? `https://${handleOf(label.name)}.bandcamp.com/track/${handleOf(title)}-${id}`
            : null,
        id_set_id: null,
        first_heard_date: null,
      };
      catalog.tracks.push(track);
      list.push(track);
      producers.forEach((artist_id, position) =>
        catalog.track_artists.push({ track_id: id, artist_id, role: 'producer', position }),
      );
      if (source === null) {
        originals.push({ track, producers });
        if (random.chance(0.08)) {
          const featured = random.pick(artistIds);
          if (!producers.includes(featured)) {
            catalog.track_artists.push({
              track_id: id,
              artist_id: featured,
              role: 'feat',
              position: 0,
            });
          }
        }
      }
      if (mixer !== null) {
        catalog.track_artists.push({ track_id: id, artist_id: mixer, role: 'mixer', position: 0 });
      }
    }
    byGenre.set(genre, list);
  }
  return { byGenre, all: catalog.tracks.slice() };
}

/** An unreleased track heard in a set (mix_type 'ID'), credited with role 'ID' when known. */
export function addIdTrack(
  random: Random,
  catalog: Catalog,
  context: { setId: number; genre: Genre; heard: string; key: string; artistId: number },
): TrackRow {
  const [low, high] = BPM_BY_GENRE[context.genre];
  const track: TrackRow = {
    id: catalog.tracks.length + 1,
    title: 'ID',
    mix_type: 'ID',
    mix_name: null,
    genre: context.genre,
    bpm: random.int(low, high),
    key: context.key,
    label_id: null,
    release_date: null,
    purchase_url: null,
    id_set_id: context.setId,
    first_heard_date: context.heard,
  };
  catalog.tracks.push(track);
  catalog.track_artists.push({
    track_id: track.id,
    artist_id: context.artistId,
    role: 'ID',
    position: 0,
  });
  return track;
}
