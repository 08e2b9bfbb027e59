import { GENRES, type Genre } from '@rabbithole/api-contract';
import type { Db } from '../../../src/db/database.ts';
import {
  artists,
  labelFounders,
  labels,
  setArtists,
  setSponsors,
  setTracks,
  sets,
  trackArtists,
  tracks,
} from '../../../src/db/schema/index.ts';

/**
 * A small catalog for the artists and labels tests, written with plain inserts (the stored counts
 * come from the schema's triggers), and the oracle: every count, genre list and sub-list computed
 * here in JavaScript from the same rows, by spec.md's definitions.
 */

type Row<Table extends { $inferInsert: unknown }> = Table['$inferInsert'];
type MixType = 'original_mix' | 'remix' | 'edit' | 'ID';
type Role = 'producer' | 'feat' | 'mixer' | 'ID';

const NAMED_ARTISTS = [
  'Tale Of Us',
  'Âme',
  'Dixon',
  'Solomun',
  'Adriatique',
  'Mind Against',
  'Recondite',
  'Stephan Bodzin',
  'Maceo Plex',
  'Charlotte de Witte',
  'Amelie Lens',
  'Peggy Gou',
  'Róisín Murphy',
  'DJ Koze',
  // The same name in other case: equal sort keys, ordered by id.
  'dj koze',
  'Kölsch',
  'Ben Böhmer',
  'Bonobo',
  'Four Tet',
  'Floating Points',
  '100% Tech_House',
];
const FIRST = ['Nora', 'Ilan', 'Mika', 'Sasha', 'Yuki', 'Lior', 'Tomas', 'Zadie'];
const LAST = ['Vale', 'Stern', 'Okafor'];
export const ARTIST_NAMES = [
  ...NAMED_ARTISTS,
  ...FIRST.flatMap((first) => LAST.map((last) => `${first} ${last}`)),
];
/** The last artist is credited nowhere: every count 0, in no sub-list, never featured. */
export const LONELY_ARTIST_ID = ARTIST_NAMES.length;

export const RECORD_LABELS = [
  'Anjunadeep',
  'Afterlife',
  'Kompakt',
  'Innervisions',
  'Drumcode',
  'Ninja Tune',
  'Warp',
  'Crosstown Rebels',
  'Diynamic',
  'Cocoon',
  'Hyperdub',
  'Ostgut Ton',
  'Get Physical',
  'Running Back',
  'Dékmantel',
  'Pampa',
  'Keinemusik',
  'KOMPAKT',
];
export const CURATORS = ['Boiler Room', 'Cercle', 'Fabric', 'Berghain', 'Sónar', 'DC-10'];
/** A label with no tracks and no sets: every count 0. */
export const EMPTY_LABEL_NAME = 'Quiet Label';
export const LABEL_NAMES = [...RECORD_LABELS, ...CURATORS, EMPTY_LABEL_NAME];
export const EMPTY_LABEL_ID = LABEL_NAMES.length;
const curatorIds = CURATORS.map((_, index) => RECORD_LABELS.length + index + 1);

const FIXTURE_GENRES: Genre[] = [
  'Techno',
  'Deep House',
  'Melodic House & Techno',
  'Afro House',
  'Trance',
  'Minimal / Deep Tech',
  'Electronica',
];

/** mulberry32: the same rows on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick };
}

export interface Fixture {
  artists: Row<typeof artists>[];
  labels: Row<typeof labels>[];
  founders: Row<typeof labelFounders>[];
  tracks: (Row<typeof tracks> & { id: number; mix_type: MixType })[];
  credits: (Row<typeof trackArtists> & { role: Role })[];
  sets: (Row<typeof sets> & { id: number; release_date: string })[];
  setArtists: Row<typeof setArtists>[];
  sponsors: Row<typeof setSponsors>[];
  setTracks: Row<typeof setTracks>[];
}

export function buildFixture(): Fixture {
  const r = random(7);
  const creditable = LONELY_ARTIST_ID - 1;
  // Skewed towards low ids, so counts spread out and tie in places.
  const someArtist = () => 1 + Math.floor(creditable * r.next() ** 2);
  const fixture: Fixture = {
    artists: ARTIST_NAMES.map((name, index) => ({
      id: index + 1,
      name,
      bio: index % 3 === 0 ? null : `${name} plays long sets.`,
      art_url_sm: index % 4 === 0 ? null : `/art/artists/${index + 1}.svg`,
      art_url_xl: index % 4 === 0 ? null : `/art/artists/${index + 1}.svg`,
      soundcloud: `https://soundcloud.com/a${index + 1}`,
      website: index % 2 === 0 ? `https://a${index + 1}.example` : null,
    })),
    labels: LABEL_NAMES.map((name, index) => ({
      id: index + 1,
      name,
      sponsor_type: curatorIds.includes(index + 1) ? ('other' as const) : ('label_meta' as const),
      bio: `${name} releases music.`,
      art_url_sm: `/art/labels/${index + 1}.svg`,
      art_url_xl: `/art/labels/${index + 1}.svg`,
      logo_url: index % 5 === 0 ? null : `/art/labels/${index + 1}.svg`,
      instagram: `https://instagram.com/l${index + 1}`,
    })),
    founders: [
      { label_id: 1, artist_id: 1 },
      { label_id: 2, artist_id: 1 },
      { label_id: 4, artist_id: 3 },
      { label_id: 4, artist_id: 2 },
      { label_id: 9, artist_id: 4 },
    ],
    tracks: [],
    credits: [],
    sets: [],
    setArtists: [],
    sponsors: [],
    setTracks: [],
  };

  for (let id = 1; id <= 160; id++) {
    const roll = r.next();
    const mix_type: MixType =
      roll < 0.55 ? 'original_mix' : roll < 0.75 ? 'remix' : roll < 0.87 ? 'edit' : 'ID';
    const labelRoll = r.next();
    fixture.tracks.push({
      id,
      title: `Track ${id}`,
      mix_type,
      genre: r.next() < 0.05 ? null : r.pick(FIXTURE_GENRES),
      // Mostly record labels; a few tracks on curators; some on no label.
      label_id:
        labelRoll < 0.1
          ? null
          : labelRoll < 0.15
            ? r.pick(curatorIds)
            : r.int(1, RECORD_LABELS.length),
      release_date: `${2021 + (id % 4)}-0${1 + (id % 9)}-1${id % 10}`,
    });
    const credited = new Set<number>();
    const credit = (role: Role) => {
      let artist = someArtist();
      while (credited.has(artist)) artist = someArtist();
      credited.add(artist);
      fixture.credits.push({ track_id: id, artist_id: artist, role, position: credited.size });
    };
    credit(mix_type === 'ID' ? 'ID' : 'producer');
    if (r.next() < 0.3) credit('producer');
    if (r.next() < 0.15) credit('feat');
    if (mix_type === 'remix') credit('mixer');
  }

  const firstDay = Date.UTC(2022, 0, 1);
  for (let id = 1; id <= 64; id++) {
    const release_date = new Date(firstDay + r.int(0, 4 * 365) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    fixture.sets.push({ id, set_name: `Set ${id}`, artist: `Artist of set ${id}`, release_date });
    const onSet = new Set<number>([someArtist()]);
    if (r.next() < 0.35) onSet.add(someArtist());
    for (const [position, artist_id] of [...onSet].entries()) {
      fixture.setArtists.push({ set_id: id, artist_id, position });
    }
    const sponsorRoll = r.next();
    if (sponsorRoll < 0.45)
      fixture.sponsors.push({ set_id: id, position: 0, label_id: r.pick(curatorIds) });
    else if (sponsorRoll < 0.6)
      fixture.sponsors.push({ set_id: id, position: 0, artist_id: someArtist() });
    const played = new Set<number>();
    const length = r.int(3, 7);
    while (played.size < length) played.add(r.int(1, fixture.tracks.length));
    for (const [index, track_id] of [...played].entries()) {
      fixture.setTracks.push({
        set_id: id,
        track_id,
        track_position: index + 1,
        start_time: index * 300_000,
        end_time: (index + 1) * 300_000,
      });
    }
  }
  return fixture;
}

/** Writes the fixture as the importer or the seed would: parents first, counts left to triggers. */
export async function insertFixture(db: Db, fixture: Fixture): Promise<void> {
  await db.insert(artists).values(fixture.artists);
  await db.insert(labels).values(fixture.labels);
  await db.insert(labelFounders).values(fixture.founders);
  await db.insert(tracks).values(fixture.tracks);
  await db.insert(trackArtists).values(fixture.credits);
  await db.insert(sets).values(fixture.sets);
  await db.insert(setArtists).values(fixture.setArtists);
  await db.insert(setSponsors).values(fixture.sponsors);
  await db.insert(setTracks).values(fixture.setTracks);
}

/** Distinct genres, most tracks first, ties in the genre list's order (as the triggers rank). */
function genresOf(trackList: Fixture['tracks']): Genre[] {
  const counts = new Map<Genre, number>();
  for (const track of trackList) {
    if (track.genre) counts.set(track.genre, (counts.get(track.genre) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, na], [b, nb]) => nb - na || GENRES.indexOf(a) - GENRES.indexOf(b))
    .map(([genre]) => genre);
}

const distinct = <T>(values: T[]) => [...new Set(values)];

/** An artist's counts, genres and labels, by the definitions of the brief and spec.md. */
export function expectedArtist(fixture: Fixture, id: number) {
  const credits = fixture.credits.filter((credit) => credit.artist_id === id);
  const trackOf = (trackId: number) => {
    const track = fixture.tracks.find((candidate) => candidate.id === trackId);
    if (!track) throw new Error(`no track ${trackId}`);
    return track;
  };
  const credited = distinct(credits.map((credit) => credit.track_id)).map(trackOf);
  const countTracks = (keep: (credit: (typeof credits)[number]) => boolean) =>
    distinct(credits.filter(keep).map((credit) => credit.track_id)).length;
  const labelIds = distinct(
    credited.map((track) => track.label_id).filter((label): label is number => label != null),
  );
  return {
    set_count: fixture.setArtists.filter((row) => row.artist_id === id).length,
    track_count: countTracks(
      (credit) =>
        (credit.role === 'producer' || credit.role === 'feat') &&
        ['original_mix', 'edit'].includes(trackOf(credit.track_id).mix_type),
    ),
    remix_count: countTracks((credit) => credit.role === 'mixer'),
    id_count: credited.filter((track) => track.mix_type === 'ID').length,
    label_count: labelIds.length,
    track_genres: genresOf(credited),
    labelIds,
    founded_label: fixture.founders
      .filter((row) => row.artist_id === id)
      .map((row) => ({ id: row.label_id, name: LABEL_NAMES[row.label_id - 1] ?? '' })),
  };
}

/** A label's counts, genres and artists. */
export function expectedLabel(fixture: Fixture, id: number) {
  const own = fixture.tracks.filter((track) => track.label_id === id);
  const ownIds = new Set(own.map((track) => track.id));
  const artistIds = distinct(
    fixture.credits.filter((credit) => ownIds.has(credit.track_id)).map((c) => c.artist_id),
  );
  const setIds = distinct([
    ...fixture.setTracks.filter((row) => ownIds.has(row.track_id)).map((row) => row.set_id),
    ...fixture.sponsors.filter((row) => row.label_id === id).map((row) => row.set_id),
  ]);
  return {
    set_count: setIds.length,
    track_count: own.length,
    artist_count: artistIds.length,
    track_genres: genresOf(own),
    artistIds,
    setIds,
    label_boss: fixture.founders
      .filter((row) => row.label_id === id)
      .map((row) => ({ id: row.artist_id, name: ARTIST_NAMES[row.artist_id - 1] ?? '' })),
  };
}
