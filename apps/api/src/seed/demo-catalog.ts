import { GENRES, type Genre } from '@rabbithole/api-contract';
import type {
  artists,
  labelFounders,
  labels,
  sets,
  setArtists,
  setSponsors,
  setTracks,
  trackArtists,
  tracks,
} from '../db/schema/index.ts';
import { artPath } from './art.ts';
import * as names from './names.ts';
import { createRandom, type Random } from './prng.ts';

type Row<Table extends { $inferInsert: unknown }> = Table['$inferInsert'];

export interface Catalog {
  artists: Row<typeof artists>[];
  labels: Row<typeof labels>[];
  labelFounders: Row<typeof labelFounders>[];
  tracks: Row<typeof tracks>[];
  trackArtists: Row<typeof trackArtists>[];
  sets: Row<typeof sets>[];
  setArtists: Row<typeof setArtists>[];
  setSponsors: Row<typeof setSponsors>[];
  setTracks: Row<typeof setTracks>[];
}

export const DEMO_SCALE = { artists: 48, sets: 84 } as const;

const SEED = 0x5eed_2025;
const DAY_MS = 86_400_000;
// Fixed dates, not "now": the catalog must be identical whenever and wherever it is generated.
const FIRST_SET_DAY = Date.UTC(2021, 0, 1);
const LAST_SET_DAY = Date.UTC(2025, 11, 31);

const BPM_BY_GENRE: Partial<Record<Genre, [number, number]>> = {
  'Organic House / Downtempo': [90, 118],
  'Breaks / Breakbeat / UK Bass': [125, 140],
  Trance: [132, 140],
  'Techno (Peak Time / Driving)': [130, 142],
  'Techno (Raw / Deep / Hypnotic)': [126, 138],
  Techno: [128, 138],
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function uniqueNames(random: Random, count: number): string[] {
  const found = new Set<string>();
  while (found.size < count) {
    found.add(
      random.chance(0.6)
        ? `${random.pick(names.ARTIST_FIRST)} ${random.pick(names.ARTIST_LAST)}`
        : random.chance(0.5)
          ? `${random.pick(names.ALIAS_A)} ${random.pick(names.ALIAS_B)}`
          : `${random.pick(names.ALIAS_A)}${random.pick(names.ALIAS_B).toLowerCase()}`,
    );
  }
  return [...found];
}

/** The demo catalog as rows with explicit ids, in insertion order (parents before children). */
export function demoCatalog(): Catalog {
  const random = createRandom(SEED);
  const catalog: Catalog = {
    artists: [],
    labels: [],
    labelFounders: [],
    tracks: [],
    trackArtists: [],
    sets: [],
    setArtists: [],
    setSponsors: [],
    setTracks: [],
  };

  for (const [index, name] of uniqueNames(random, DEMO_SCALE.artists).entries()) {
    const id = index + 1;
    const handle = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    catalog.artists.push({
      id,
      name,
      bio: `${name} is a DJ and producer from ${random.pick(names.CITIES)}, known for long, patient sets.`,
      art_url_sm: artPath('artists', id),
      art_url_xl: artPath('artists', id),
      soundcloud: random.chance(0.7) ? `https://soundcloud.com/${handle}` : null,
      instagram: random.chance(0.6) ? `https://instagram.com/${handle}` : null,
      website: random.chance(0.3) ? `https://${handle}.example` : null,
    });
  }
  const artistIds = catalog.artists.map((artist) => artist.id as number);
  const artistName = (id: number) => catalog.artists[id - 1]?.name ?? '';

  const labelNames = [
    ...names.LABELS.map((name) => ({ name, type: 'label_meta' as const })),
    ...names.CURATORS.map((name) => ({ name, type: 'other' as const })),
  ];
  for (const [index, { name, type }] of labelNames.entries()) {
    const id = index + 1;
    catalog.labels.push({
      id,
      name,
      sponsor_type: type,
      bio: type === 'label_meta' ? `${name} is an independent label releasing club music.` : null,
      art_url_sm: artPath('labels', id),
      art_url_xl: artPath('labels', id),
      logo_url: artPath('labels', id),
    });
    if (type === 'label_meta') {
      for (const artist_id of random.sample(artistIds, random.int(1, 2))) {
        catalog.labelFounders.push({ label_id: id, artist_id });
      }
    }
  }
  const recordLabels = catalog.labels.filter((label) => label.sponsor_type === 'label_meta');
  const curators = catalog.labels.filter((label) => label.sponsor_type === 'other');

  // Round-robin over a shuffled genre list gives every genre at least four sets.
  const setGenres = Array.from({ length: DEMO_SCALE.sets }, (_, i) => GENRES[i % GENRES.length]);
  const shuffledGenres = random.sample(setGenres, setGenres.length);
  const specialAt = new Map([
    [17, names.SPECIAL_SET_NAMES[0]],
    [53, names.SPECIAL_SET_NAMES[1]],
  ]);

  for (let index = 0; index < DEMO_SCALE.sets; index += 1) {
    const id = index + 1;
    const genre = shuffledGenres[index] ?? null;
    const day = FIRST_SET_DAY + random.int(0, (LAST_SET_DAY - FIRST_SET_DAY) / DAY_MS) * DAY_MS;
    const performers = random.sample(artistIds, random.chance(0.2) ? 2 : 1);
    const sponsorRoll = random.next();
    const sponsor =
      sponsorRoll < 0.55
        ? { label_id: random.pick(curators).id as number, artist_id: undefined }
        : sponsorRoll < 0.75
          ? { label_id: random.pick(recordLabels).id as number, artist_id: undefined }
          : sponsorRoll < 0.9
            ? { artist_id: random.pick(artistIds), label_id: undefined }
            : null;
    const curatorName =
      sponsor?.label_id !== undefined
        ? (catalog.labels[sponsor.label_id - 1]?.name ?? '')
        : random.pick(names.CURATORS);
    const set_name =
      specialAt.get(index) ??
      random
        .pick(names.SET_TEMPLATES)
        .replace('{curator}', curatorName)
        .replace('{city}', random.pick(names.CITIES))
        .replace('{mood}', random.pick(names.MOODS))
        .replace('{n}', String(random.int(1, 12)));

    const trackCount = random.int(10, 20);
    let start = 0;
    for (let position = 1; position <= trackCount; position += 1) {
      const trackId = addTrack(random, catalog, { genre, setDay: day, artistIds, recordLabels });
      const length = random.int(180, 420) * 1000;
      catalog.setTracks.push({
        set_id: id,
        track_id: trackId,
        track_position: position,
        start_time: start,
        end_time: start + length,
      });
      start += length;
    }

    catalog.sets.push({
      id,
      set_name,
      artist: performers.map(artistName).join(' b2b '),
      description: `${random.pick(names.MOODS)} selections recorded in ${random.pick(names.CITIES)}.`,
      art_url: artPath('sets', id),
      art_url_xl: artPath('sets', id),
      release_date: isoDay(day),
      genre,
      duration_ms: start,
      mp3_permalink: null,
      likes: random.chance(0.1) ? random.int(1000, 2400) : random.int(0, 400),
    });
    performers.forEach((artist_id, position) =>
      catalog.setArtists.push({ set_id: id, artist_id, position }),
    );
    if (sponsor) catalog.setSponsors.push({ set_id: id, position: 0, ...sponsor });
  }
  return catalog;
}

interface TrackContext {
  genre: Genre | null;
  setDay: number;
  artistIds: number[];
  recordLabels: Catalog['labels'];
}

/** Adds one track (or reuses an earlier one, as popular tracks recur across sets); returns its id. */
function addTrack(random: Random, catalog: Catalog, context: TrackContext): number {
  const reusable = catalog.tracks.filter((track) => track.mix_type !== 'ID');
  if (reusable.length > 40 && random.chance(0.12)) return random.pick(reusable).id as number;

  const id = catalog.tracks.length + 1;
  const credit = (artist_id: number, role: Row<typeof trackArtists>['role'], position = 0) =>
    catalog.trackArtists.push({ track_id: id, artist_id, role, position });

  if (random.chance(0.12)) {
    // An ID: heard in a set, not yet released; the artist is sometimes known.
    catalog.tracks.push({ id, title: 'ID', mix_type: 'ID' });
    credit(random.pick(context.artistIds), 'ID');
    return id;
  }
  const genre = random.chance(0.7) && context.genre !== null ? context.genre : random.pick(GENRES);
  const [low, high] = BPM_BY_GENRE[genre] ?? [118, 128];
  const producers = random.sample(context.artistIds, random.chance(0.25) ? 2 : 1);
  const mixRoll = random.next();
  const mix_type = mixRoll < 0.75 ? 'original_mix' : mixRoll < 0.9 ? 'remix' : 'edit';
  const mixer = mix_type === 'original_mix' ? null : random.pick(context.artistIds);
  const released = context.setDay - random.int(0, 700) * DAY_MS;
  catalog.tracks.push({
    id,
    title: `${random.pick(names.TRACK_WORDS_A)} ${random.pick(names.TRACK_WORDS_B)}`,
    mix_type,
    mix_name: mixer === null ? null : mix_type === 'remix' ? 'Remix' : 'Edit',
    genre,
    bpm: random.int(low, high),
    key: random.pick(names.KEYS),
    label_id: random.pick(context.recordLabels).id ?? null,
    release_date: isoDay(released),
    art_url_sm: null,
    art_url_xl: null,
  });
  producers.forEach((artist_id, position) => credit(artist_id, 'producer', position));
  if (random.chance(0.1)) {
    const featured = random.pick(context.artistIds);
    if (!producers.includes(featured)) credit(featured, 'feat');
  }
  if (mixer !== null) credit(mixer, 'mixer');
  return id;
}
