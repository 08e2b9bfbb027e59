import type { Genre, MixType, TrackArtistRole } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../src/db/database.ts';

/**
 * A small, hand-shaped catalog for the music read tests (not the demo catalog, which changes):
 * 62 tracks with every mix type, repeated dates, titles and genres (so ties page by id), 13 sets
 * with credits, curators and track lists. Everything is derived from the index, so the tests can
 * work out what each answer must hold without asking the server.
 */

export const ARTISTS = [
  'Tale Of Us',
  'Solomun',
  'Dixon',
  'Kölsch',
  'Adriatique',
  'Mind Against',
  'Anyma',
  'rüfüs du sol',
  // Credited on nothing: its sub-lists are empty, not 404.
  'Lonely Artist',
].map((name, index) => ({ id: index + 1, name }));

export const LABELS = [
  { name: 'Anjunadeep', sponsor_type: 'label_meta' },
  { name: 'Afterlife', sponsor_type: 'label_meta' },
  { name: 'Innervisions', sponsor_type: 'label_meta' },
  { name: 'Diynamic', sponsor_type: 'label_meta' },
  { name: 'Cercle', sponsor_type: 'other' },
  { name: 'Empty Label', sponsor_type: 'label_meta' },
].map((label, index) => ({ id: index + 1, ...label }));
export const CURATOR_LABEL = 5;
export const LONELY_ARTIST = 9;
export const EMPTY_LABEL = 6;

const GENRE_CYCLE: Genre[] = ['Techno', 'Deep House', 'Melodic House & Techno', 'Afro House'];
const WORDS_A = ['Deep', 'Lost', 'Silver', 'Night', 'Echo', 'Blue', 'Ritual', 'Solar', 'Velvet'];
const WORDS_B = ['Horizon', 'Signal', 'Garden', 'Motion', 'River', 'Dust', 'Pulse'];
const KEYS = ['A min', 'F# min', 'C maj', 'D# min', 'G maj'];

export interface FixtureCredit {
  artist_id: number;
  role: TrackArtistRole;
  position: number;
}

export interface FixtureTrack {
  id: number;
  title: string;
  mix_type: MixType;
  mix_name: string | null;
  genre: Genre | null;
  label_id: number | null;
  release_date: string | null;
  first_heard_date: string | null;
  id_set_id: number | null;
  bpm: number;
  key: string;
  /** Stored as if counted from track_likes (the trigger only adds deltas to it). */
  likes: number;
  credits: FixtureCredit[];
}

const day = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const MIX_CYCLE: MixType[] = [
  'original_mix',
  'original_mix',
  'remix',
  'edit',
  'ID',
  'original_mix',
];

function makeTrack(id: number): Omit<FixtureTrack, 'id_set_id'> {
  const mix_type = MIX_CYCLE[id % MIX_CYCLE.length] ?? 'original_mix';
  const artist = ((id * 3) % 8) + 1;
  const credits: FixtureCredit[] = [
    { artist_id: artist, role: mix_type === 'ID' ? 'ID' : 'producer', position: 0 },
  ];
  const second = ((id * 5 + 3) % 8) + 1;
  if (id % 4 === 0 && second !== artist) {
    credits.push({ artist_id: second, role: 'producer', position: 1 });
  }
  const feat = ((id + 2) % 8) + 1;
  if (id % 7 === 0 && !credits.some((c) => c.artist_id === feat)) {
    credits.push({ artist_id: feat, role: 'feat', position: 0 });
  }
  let mix_name: string | null = null;
  if (mix_type === 'remix') {
    const mixer = ((id * 5 + 1) % 8) + 1;
    credits.push({ artist_id: mixer, role: 'mixer', position: 0 });
    mix_name = `${ARTISTS[mixer - 1]?.name ?? ''} Remix`;
  } else if (mix_type === 'edit') {
    mix_name = 'Club Edit';
  }
  const isId = mix_type === 'ID';
  return {
    id,
    title: `${WORDS_A[id % WORDS_A.length]} ${WORDS_B[(id * 3) % WORDS_B.length]}`,
    mix_type,
    mix_name,
    genre: id % 9 === 0 ? null : (GENRE_CYCLE[(id * 3) % GENRE_CYCLE.length] ?? null),
    label_id: isId || id % 5 === 4 ? null : (id % 5) + 1,
    // 25 distinct days for 48 released tracks: plenty of ties.
    release_date: isId ? null : day('2021-03-01', ((id * 7) % 25) * 30),
    first_heard_date: isId ? day('2024-01-10', (id * 11) % 40) : null,
    bpm: 118 + (id % 10),
    key: KEYS[id % KEYS.length] ?? 'A min',
    likes: (id * 13) % 7,
    credits,
  };
}

export interface FixtureSet {
  id: number;
  set_name: string;
  artist: string;
  release_date: string;
  recorded_date: string | null;
  genre: Genre | null;
  likes: number;
  description: string | null;
  artist_ids: number[];
  sponsor: { artist_id: number } | { label_id: number } | null;
  track_ids: number[];
}

const SET_NAMES = ['Sunrise', 'Warehouse', 'Rooftop', 'Desert', 'Harbour', 'Forest', 'Cathedral'];

function makeSet(id: number): FixtureSet {
  const artist_ids = [((id * 2) % 8) + 1];
  const second = ((id * 3 + 1) % 8) + 1;
  if (id % 3 === 0 && second !== artist_ids[0]) artist_ids.push(second);
  const size = 6 + (id % 4);
  const track_ids: number[] = [];
  for (let k = 0; track_ids.length < size; k += 1) {
    const track = ((id * 5 + k * 7) % 60) + 1;
    if (!track_ids.includes(track)) track_ids.push(track);
  }
  return {
    id,
    set_name: `${SET_NAMES[id % SET_NAMES.length]} Session ${id}`,
    artist: artist_ids.map((a) => ARTISTS[a - 1]?.name ?? '').join(' b2b '),
    // Set 13 is old: out of the featured year however liked it is.
    release_date: id === 13 ? '2019-05-01' : day('2024-01-01', (id % 11) * 20),
    recorded_date: id % 2 === 0 ? day('2023-12-01', id * 20) : null,
    genre: id % 5 === 0 ? null : (GENRE_CYCLE[id % GENRE_CYCLE.length] ?? null),
    likes: id === 13 ? 999 : (id * 37) % 11,
    description: id % 2 === 0 ? `Recorded live, part ${id}.` : null,
    artist_ids,
    sponsor:
      id % 4 === 0
        ? { label_id: CURATOR_LABEL }
        : id % 4 === 1
          ? { artist_id: (id % 8) + 1 }
          : null,
    track_ids,
  };
}

export const SETS: FixtureSet[] = Array.from({ length: 13 }, (_, index) => makeSet(index + 1));

/** An ID knows the first set it was heard in. Tracks 61 and 62 are in no set. */
export const TRACKS: FixtureTrack[] = Array.from({ length: 62 }, (_, index) => {
  const track = makeTrack(index + 1);
  const heardIn = SETS.find((set) => set.track_ids.includes(track.id));
  return { ...track, id_set_id: track.mix_type === 'ID' ? (heardIn?.id ?? null) : null };
});

export const SET_TRACK_MS = 300_000;
/** set_tracks ids: set id * 100 + position, so a test can name one without asking. */
export const setTrackId = (setId: number, position: number) => setId * 100 + position;

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

/** Writes the fixture with plain SQL, as any writer would; the schema's triggers do the rest. */
export async function insertMusicFixture(db: Db): Promise<void> {
  await db.execute(
    sql`insert into artists (id, name) values ${values(
      ARTISTS.map((a) => sql`(${a.id}, ${a.name})`),
    )}`,
  );
  await db.execute(
    sql`insert into labels (id, name, sponsor_type) values ${values(
      LABELS.map((l) => sql`(${l.id}, ${l.name}, ${l.sponsor_type}::label_sponsor_type)`),
    )}`,
  );
  await db.execute(sql`insert into sets
    (id, set_name, artist, release_date, recorded_date, genre, likes, description,
     duration_ms, mp3_permalink, art_url, art_url_xl)
    values ${values(
      SETS.map(
        (s) => sql`(${s.id}, ${s.set_name}, ${s.artist}, ${s.release_date}::date,
          ${s.recorded_date}::date, ${s.genre}::genre, ${s.likes}, ${s.description},
          ${s.track_ids.length * SET_TRACK_MS}, ${`/audio/sets/${s.id}.mp3`},
          ${`/art/sets/${s.id}.svg`}, ${`/art/sets/${s.id}.svg`})`,
      ),
    )}`);
  await db.execute(
    sql`insert into set_artists (set_id, artist_id, position) values ${values(
      SETS.flatMap((s) => s.artist_ids.map((a, position) => sql`(${s.id}, ${a}, ${position})`)),
    )}`,
  );
  const sponsored = SETS.flatMap((s) => (s.sponsor ? [{ id: s.id, ...s.sponsor }] : []));
  await db.execute(
    sql`insert into set_sponsors (set_id, position, artist_id, label_id) values ${values(
      sponsored.map(
        (s) => sql`(${s.id}, 0, ${'artist_id' in s ? s.artist_id : null}::int,
        ${'label_id' in s ? s.label_id : null}::int)`,
      ),
    )}`,
  );
  await db.execute(sql`insert into tracks
    (id, title, mix_type, mix_name, genre, label_id, release_date, first_heard_date, id_set_id,
     bpm, key, likes, purchase_url, art_url_sm, art_url_xl)
    values ${values(
      TRACKS.map(
        (t) => sql`(${t.id}, ${t.title}, ${t.mix_type}::mix_type, ${t.mix_name},
          ${t.genre}::genre, ${t.label_id}::int, ${t.release_date}::date,
          ${t.first_heard_date}::date, ${t.id_set_id}::int, ${t.bpm}, ${t.key}, ${t.likes},
          ${t.mix_type === 'ID' ? null : `https://shop.example/tracks/${t.id}`},
          ${`/art/tracks/${t.id}.svg`}, ${`/art/tracks/${t.id}.svg`})`,
      ),
    )}`);
  await db.execute(
    sql`insert into track_artists (track_id, artist_id, role, position) values ${values(
      TRACKS.flatMap((t) =>
        t.credits.map(
          (c) => sql`(${t.id}, ${c.artist_id}, ${c.role}::track_artist_role, ${c.position})`,
        ),
      ),
    )}`,
  );
  await db.execute(sql`insert into set_tracks
    (id, set_id, track_id, track_position, start_time, end_time) values ${values(
      SETS.flatMap((s) =>
        s.track_ids.map((trackId, index) => {
          const position = index + 1;
          return sql`(${setTrackId(s.id, position)}, ${s.id}, ${trackId}, ${position},
            ${index * SET_TRACK_MS}, ${(index + 1) * SET_TRACK_MS})`;
        }),
      ),
    )}`);
}
