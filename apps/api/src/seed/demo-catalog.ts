import { GENRES, type Genre } from '@rabbithole/api-contract';
import { artPath } from './art.ts';
import type { Catalog, TrackRow } from './catalog-rows.ts';
import { addArtists, addLabels, fill } from './demo-people.ts';
import {
  addIdTrack,
  addTrackPool,
  isoDay,
  keyDistance,
  randomKey,
  type TrackPool,
} from './demo-tracks.ts';
import * as names from './names.ts';
import { createRandom, type Random } from './prng.ts';

export type { Catalog } from './catalog-rows.ts';

export const DEMO_SCALE = { artists: 420, sets: 320, tracksPerGenre: 150 } as const;

/** Adjacent tracks of a set differ by at least this many semitones: the audio changes audibly. */
export const MIN_KEY_STEP = 3;
/** Start times fall on whole multiples of this (ms), so the audio's bars line up with them. */
export const START_GRID_MS = 3000;

const SEED = 0x5eed_2026;
const DAY_MS = 86_400_000;
const FIRST_SET_DAY = Date.UTC(2022, 0, 1);
const LAST_SET_DAY = Date.UTC(2026, 9, 31);

/** The demo catalog as rows with explicit ids, the same on every run and machine. */
export function demoCatalog(): Catalog {
  const random = createRandom(SEED);
  const catalog: Catalog = {
    artists: [],
    labels: [],
    label_founders: [],
    sets: [],
    set_artists: [],
    set_sponsors: [],
    tracks: [],
    track_artists: [],
    set_tracks: [],
  };
  addLabels(random, catalog);
  addArtists(random, catalog, DEMO_SCALE.artists);
  const pool = addTrackPool(random, catalog, DEMO_SCALE.tracksPerGenre);

  // Round-robin over a shuffled genre list gives every genre the same number of sets.
  const setGenres = random.sample(
    Array.from({ length: DEMO_SCALE.sets }, (_, i) => GENRES[i % GENRES.length] as Genre),
    DEMO_SCALE.sets,
  );
  const specialAt = new Map<number, string>([
    [17, names.SPECIAL_SET_NAMES[0]],
    [53, names.SPECIAL_SET_NAMES[1]],
  ]);
  const usedNames = new Set<string>(names.SPECIAL_SET_NAMES);
  for (let index = 0; index < DEMO_SCALE.sets; index += 1) {
    addSet(random, catalog, pool, {
      id: index + 1,
      genre: setGenres[index] as Genre,
      fixedName: specialAt.get(index) ?? null,
      usedNames,
    });
  }
  return catalog;
}

interface SetContext {
  id: number;
  genre: Genre;
  fixedName: string | null;
  usedNames: Set<string>;
}

function addSet(random: Random, catalog: Catalog, pool: TrackPool, context: SetContext): void {
  const { id, genre } = context;
  const recorded = FIRST_SET_DAY + random.int(0, (LAST_SET_DAY - FIRST_SET_DAY) / DAY_MS) * DAY_MS;
  const b2b = random.next();
  const performers = random.sample(catalog.artists, b2b < 0.8 ? 1 : b2b < 0.97 ? 2 : 3);
  const curators = catalog.labels.filter((label) => label.sponsor_type === 'other');
  const recordLabels = catalog.labels.filter((label) => label.sponsor_type === 'label_meta');

  const sponsorRoll = random.next();
  const sponsors =
    sponsorRoll < 0.55
      ? [{ label_id: random.pick(curators).id }]
      : sponsorRoll < 0.75
        ? [{ label_id: random.pick(recordLabels).id }]
        : sponsorRoll < 0.85
          ? [{ label_id: random.pick(curators).id }, { label_id: random.pick(recordLabels).id }]
          : sponsorRoll < 0.93
            ? [{ artist_id: random.pick(catalog.artists).id }]
            : [];
  const firstSponsor = sponsors[0];
  const curatorName =
    firstSponsor && 'label_id' in firstSponsor
      ? (catalog.labels[firstSponsor.label_id - 1]?.name ?? '')
      : random.pick(names.CURATORS);
  const city = random.pick(names.CITIES);
  const mood = random.pick(names.MOODS);

  let set_name = context.fixedName;
  while (set_name === null || (context.fixedName === null && context.usedNames.has(set_name))) {
    set_name = fill(random.pick(names.SET_TEMPLATES), {
      curator: curatorName,
      city: random.chance(0.7) ? city : random.pick(names.CITIES),
      mood: random.chance(0.7) ? mood : random.pick(names.MOODS),
      n: String(random.int(1, 99)),
    });
  }
  context.usedNames.add(set_name);

  const durationMs = random.int(45 * 20, 120 * 20) * START_GRID_MS; // 45–120 min on the 3 s grid
  const starts = trackStarts(random, durationMs);
  const heard = isoDay(recorded);
  const idCount = random.int(1, Math.max(1, Math.round(starts.length * 0.25)));
  const idPositions = new Set(random.sample(Array.from(starts.keys()), idCount));

  const chosen = new Set<number>();
  let previous: TrackRow | null = null;
  for (const [index, start] of starts.entries()) {
    let track: TrackRow;
    if (idPositions.has(index)) {
      let key = randomKey(random);
      while (previous !== null && keyDistance(key, previous.key) < MIN_KEY_STEP)
        key = randomKey(random);
      const credited = random.chance(0.6)
        ? random.pick(performers).id
        : random.pick(catalog.artists).id;
      track = addIdTrack(random, catalog, { setId: id, genre, heard, key, artistId: credited });
    } else {
      track = pickTrack(random, pool, genre, previous, chosen);
    }
    chosen.add(track.id);
    catalog.set_tracks.push({
      id: catalog.set_tracks.length + 1,
      set_id: id,
      track_id: track.id,
      track_position: index + 1,
      start_time: start,
      end_time: starts[index + 1] ?? durationMs,
    });
    previous = track;
  }

  const hours = `${Math.floor(durationMs / 3_600_000)}h${String(Math.round((durationMs % 3_600_000) / 60_000)).padStart(2, '0')}`;
  catalog.sets.push({
    id,
    set_name,
    artist: performers.map((artist) => artist.name).join(' b2b '),
    description: fill(random.pick(names.SET_DESCRIPTIONS), {
      mood: mood.toLowerCase(),
      city,
      curator: curatorName,
      genre,
      genre2: random.pick(GENRES),
      hours,
    }),
    art_url: artPath('sets', id),
    art_url_xl: artPath('sets', id),
    // Published a few days after the night it was recorded.
    release_date: isoDay(recorded + random.int(1, 21) * DAY_MS),
    recorded_date: heard,
    genre,
    duration_ms: durationMs,
    mp3_permalink: `/audio/sets/${id}.mp3`,
  });
  performers.forEach((artist, position) =>
    catalog.set_artists.push({ set_id: id, artist_id: artist.id, position }),
  );
  sponsors.forEach((sponsor, position) =>
    catalog.set_sponsors.push({ set_id: id, position, ...sponsor }),
  );
}

/**
 * Start times of 8–30 tracks filling the set: every track plays at least 2.5 minutes (long enough
 * to hear and for the audio to settle on its key) and at most about 9, all on the 3 s grid.
 */
export function trackStarts(random: Random, durationMs: number): number[] {
  const minimum = 150_000;
  const count = random.int(
    Math.max(8, Math.ceil(durationMs / 540_000)),
    Math.min(30, Math.floor(durationMs / minimum)),
  );
  // Spread the slack beyond the minimum over the tracks by random weights, in 3 s units.
  const spareUnits = (durationMs - count * minimum) / START_GRID_MS;
  const weights = Array.from({ length: count }, () => 0.3 + random.next());
  const total = weights.reduce((sum, w) => sum + w, 0);
  const units = weights.map((w) => Math.floor((w / total) * spareUnits));
  const starts: number[] = [];
  let at = 0;
  for (const extra of units) {
    starts.push(at);
    at += minimum + extra * START_GRID_MS;
  }
  return starts;
}

/** A released track for the next position: mostly the set's genre, never twice, key apart. */
function pickTrack(
  random: Random,
  pool: TrackPool,
  genre: Genre,
  previous: TrackRow | null,
  chosen: Set<number>,
): TrackRow {
  const fits = (track: TrackRow) =>
    !chosen.has(track.id) &&
    (previous === null || keyDistance(track.key, previous.key) >= MIN_KEY_STEP);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const source = random.chance(0.85) ? (pool.byGenre.get(genre) ?? pool.all) : pool.all;
    const track = random.pick(source);
    if (fits(track)) return track;
  }
  const fallback = pool.all.find(fits);
  if (!fallback) throw new Error('the track pool cannot fill a set');
  return fallback;
}
