import { GENRES, type Genre } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';

// The derived columns of migration 0005 (artists' and labels' counts and track_genres, tracks'
// credit line and label_name; likes are in likes-and-search-words.test.ts), checked against what
// the raw rows say, worked out here in TypeScript so the test and the triggers cannot share a
// mistake. Every write is plain SQL, as any writer (seed, import, a psql session) might send it.

let testApp: TestApp;

async function run(statement: SQL): Promise<Record<string, unknown>[]> {
  const result = (await testApp.app.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

const rank = (genre: Genre) => GENRES.indexOf(genre);
/** Most frequent first, ties in the genre enum's order. */
function byFrequency(counts: Map<Genre, number>): Genre[] {
  return [...counts]
    .sort(([ga, na], [gb, nb]) => nb - na || rank(ga) - rank(gb))
    .map(([genre]) => genre);
}

interface Raw {
  artists: { id: number; name: string }[];
  labels: { id: number; name: string }[];
  tracks: { id: number; mix_type: string; genre: Genre | null; label_id: number | null }[];
  credits: { track_id: number; artist_id: number; role: string; position: number }[];
  setArtists: { set_id: number; artist_id: number }[];
  sponsors: { set_id: number; label_id: number | null }[];
  setTracks: { set_id: number; track_id: number }[];
}

async function raw(): Promise<Raw> {
  const rows = async <T>(statement: SQL) => (await run(statement)) as T[];
  return {
    artists: await rows(sql`select id, name from artists`),
    labels: await rows(sql`select id, name from labels`),
    tracks: await rows(sql`select id, mix_type, genre, label_id from tracks`),
    credits: await rows(sql`select track_id, artist_id, role, position from track_artists`),
    setArtists: await rows(sql`select set_id, artist_id from set_artists`),
    sponsors: await rows(sql`select set_id, label_id from set_sponsors`),
    setTracks: await rows(sql`select set_id, track_id from set_tracks`),
  };
}

function expectedArtists(data: Raw) {
  const tracks = new Map(data.tracks.map((t) => [t.id, t]));
  return new Map(
    data.artists.map(({ id }) => {
      const credits = data.credits.filter((c) => c.artist_id === id);
      const trackIds = (filter: (c: (typeof credits)[number]) => boolean) =>
        new Set(credits.filter(filter).map((c) => c.track_id));
      const mine = [...trackIds(() => true)].map((t) => tracks.get(t)!);
      const genres = new Map<Genre, number>();
      for (const t of mine) if (t.genre) genres.set(t.genre, (genres.get(t.genre) ?? 0) + 1);
      return [
        id,
        {
          set_count: data.setArtists.filter((x) => x.artist_id === id).length,
          track_count: trackIds(
            (c) =>
              ['producer', 'feat'].includes(c.role) &&
              ['original_mix', 'edit'].includes(tracks.get(c.track_id)!.mix_type),
          ).size,
          remix_count: trackIds((c) => c.role === 'mixer').size,
          id_count: trackIds((c) => tracks.get(c.track_id)!.mix_type === 'ID').size,
          label_count: new Set(mine.map((t) => t.label_id).filter((l) => l !== null)).size,
          track_genres: byFrequency(genres),
        },
      ];
    }),
  );
}

function expectedLabels(data: Raw) {
  return new Map(
    data.labels.map(({ id }) => {
      const mine = data.tracks.filter((t) => t.label_id === id);
      const trackIds = new Set(mine.map((t) => t.id));
      const genres = new Map<Genre, number>();
      for (const t of mine) if (t.genre) genres.set(t.genre, (genres.get(t.genre) ?? 0) + 1);
      const sets = new Set([
        ...data.setTracks.filter((x) => trackIds.has(x.track_id)).map((x) => x.set_id),
        ...data.sponsors.filter((x) => x.label_id === id).map((x) => x.set_id),
      ]);
      return [
        id,
        {
          set_count: sets.size,
          track_count: mine.length,
          artist_count: new Set(
            data.credits.filter((c) => trackIds.has(c.track_id)).map((c) => c.artist_id),
          ).size,
          track_genres: byFrequency(genres),
        },
      ];
    }),
  );
}

/** "A, B feat. C": producers and ID credits in credit order, then featured artists. */
function expectedCredits(data: Raw) {
  const names = new Map(data.artists.map((a) => [a.id, a.name]));
  const labels = new Map(data.labels.map((l) => [l.id, l.name]));
  const line = (trackId: number, roles: string[]) => {
    const best = new Map<number, number>();
    for (const c of data.credits) {
      if (c.track_id !== trackId || !roles.includes(c.role)) continue;
      best.set(c.artist_id, Math.min(best.get(c.artist_id) ?? Infinity, c.position));
    }
    return [...best]
      .map(([artist, position]) => ({ name: names.get(artist)!, position, artist }))
      .sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((a) => a.name)
      .join(', ');
  };
  return new Map(
    data.tracks.map((t) => [
      t.id,
      {
        artist: [line(t.id, ['producer', 'ID']), line(t.id, ['feat'])]
          .filter(Boolean)
          .join(' feat. '),
        label_name: t.label_id === null ? '' : labels.get(t.label_id)!,
      },
    ]),
  );
}

async function stored(statement: SQL) {
  // Enum arrays come back as JSON (node-postgres leaves a genre[] as its text form).
  const rows = await run(statement);
  return new Map(rows.map(({ id, ...rest }) => [Number(id), rest]));
}

async function expectDerivedRight() {
  const data = await raw();
  expect(
    await stored(sql`select id, set_count, track_count, remix_count, id_count, label_count,
      array_to_json(track_genres) as track_genres from artists`),
  ).toEqual(expectedArtists(data));
  expect(
    await stored(sql`select id, set_count, track_count, artist_count,
      array_to_json(track_genres) as track_genres from labels`),
  ).toEqual(expectedLabels(data));
  expect(await stored(sql`select id, artist, label_name from tracks`)).toEqual(
    expectedCredits(data),
  );
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'demo' });
});

afterAll(async () => {
  await testApp.close();
});

describe('derived catalog columns', () => {
  it('are right on the whole demo catalog, which exercises every count', async () => {
    await expectDerivedRight();
    const [counts] = await run(sql`select
      count(*) filter (where remix_count > 0) as remixers,
      count(*) filter (where id_count > 0) as id_artists,
      count(*) filter (where cardinality(track_genres) > 1) as multi_genre from artists`);
    expect(Number(counts?.remixers)).toBeGreaterThan(0);
    expect(Number(counts?.id_artists)).toBeGreaterThan(0);
    expect(Number(counts?.multi_genre)).toBeGreaterThan(0);
  });

  it('follow inserts, credits, updates and deletes of every source table', async () => {
    const [label] = await run(sql`insert into labels (name) values ('Kompakt Test') returning id`);
    const [other] = await run(sql`insert into labels (name) values ('Other Test') returning id`);
    const artists = await run(sql`insert into artists (name) values ('Zoë Prod'), ('Feat Guy'),
      ('Mixer Man') returning id`);
    const [producer, feat, mixer] = artists.map((a) => Number(a.id));
    const tracks = await run(sql`insert into tracks (title, mix_type, genre, label_id) values
      ('One', 'original_mix', 'Techno', ${label?.id}),
      ('One', 'remix', 'House', ${label?.id}),
      ('Two', 'ID', null, null),
      ('Three', 'edit', 'House', ${other?.id}) returning id`);
    const [original, remix, id, edit] = tracks.map((t) => Number(t.id));
    await expectDerivedRight();

    await run(sql`insert into track_artists (track_id, artist_id, role, position) values
      (${original}, ${producer}, 'producer', 0), (${original}, ${feat}, 'feat', 1),
      (${remix}, ${producer}, 'producer', 0), (${remix}, ${mixer}, 'mixer', 1),
      (${id}, ${producer}, 'ID', 0), (${edit}, ${feat}, 'producer', 0),
      (${edit}, ${producer}, 'producer', 1)`);
    await expectDerivedRight();
    const [line] = await run(sql`select artist from tracks where id = ${original}`);
    expect(line?.artist).toBe('Zoë Prod feat. Feat Guy');

    const [set] = await run(sql`insert into sets (set_name, artist, release_date)
      values ('Trigger Set', 'Zoë Prod', '2025-01-01') returning id`);
    await run(sql`insert into set_artists (set_id, artist_id) values (${set?.id}, ${producer})`);
    await run(sql`insert into set_tracks (set_id, track_id, track_position, start_time)
      values (${set?.id}, ${original}, 1, 0), (${set?.id}, ${id}, 2, 60000)`);
    await run(sql`insert into set_sponsors (set_id, position, label_id)
      values (${set?.id}, 0, ${other?.id})`);
    await expectDerivedRight();

    // Moving a track between labels, re-genring, re-crediting, renaming.
    await run(sql`update tracks set label_id = ${other?.id} where id = ${original}`);
    await expectDerivedRight();
    await run(sql`update tracks set genre = 'Trance', mix_type = 'edit' where id = ${remix}`);
    await expectDerivedRight();
    await run(sql`update track_artists set artist_id = ${mixer}
      where track_id = ${original} and role = 'feat'`);
    await run(sql`update track_artists set role = 'feat' where track_id = ${edit}
      and artist_id = ${producer}`);
    await expectDerivedRight();
    await run(sql`update artists set name = 'Zoe Prod' where id = ${producer}`);
    await run(sql`update labels set name = 'Kompakt Renamed' where id = ${label?.id}`);
    await expectDerivedRight();
    await run(sql`update set_tracks set track_id = ${edit} where set_id = ${set?.id}
      and track_position = 2`);
    await run(sql`update set_sponsors set label_id = ${label?.id} where set_id = ${set?.id}`);
    await run(sql`update set_artists set artist_id = ${feat} where set_id = ${set?.id}`);
    await expectDerivedRight();

    // Deletes, including cascades from sets, tracks, labels and artists.
    await run(sql`delete from track_artists where track_id = ${remix} and role = 'mixer'`);
    await expectDerivedRight();
    await run(sql`delete from sets where id = ${set?.id}`);
    await expectDerivedRight();
    await run(sql`delete from tracks where id in (${original}, ${id})`);
    await expectDerivedRight();
    await run(sql`delete from labels where id = ${other?.id}`);
    await expectDerivedRight();
    await run(sql`delete from artists where id = ${feat}`);
    await expectDerivedRight();
  });

  it('are recomputed in one statement for many rows, and once at the end when deferred', async () => {
    const [label] = await run(sql`insert into labels (name) values ('Bulk Label') returning id`);
    await run(
      sql`insert into artists (name) select 'Bulk Artist ' || n from generate_series(1, 50) n`,
    );
    await run(sql`insert into tracks (title, genre, label_id)
      select 'Bulk ' || n, (enum_range(null::genre))[1 + n % 20], ${label?.id}
      from generate_series(1, 500) n`);
    await run(sql`insert into track_artists (track_id, artist_id, role)
      select t.id, a.id, 'producer' from tracks t
      join artists a on a.name = 'Bulk Artist ' || (1 + t.id % 50) where t.title like 'Bulk %'`);
    await expectDerivedRight();

    // A bulk loader defers the work to one refresh at the end of its transaction.
    await testApp.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local rabbithole.defer_catalog_stats = 'on'`);
      await tx.execute(sql`insert into track_artists (track_id, artist_id, role)
        select t.id, a.id, 'mixer' from tracks t
        join artists a on a.name = 'Bulk Artist ' || (1 + (t.id + 7) % 50)
        where t.title like 'Bulk %'`);
      const [row] = (
        (await tx.execute(sql`select sum(remix_count)::int as n from artists
          where name like 'Bulk Artist %'`)) as { rows: { n: number }[] }
      ).rows;
      expect(row?.n).toBe(0);
      await tx.execute(sql`select refresh_catalog_stats()`);
    });
    await expectDerivedRight();
  });

  it('are reset and recomputed after a truncate', async () => {
    await run(sql`truncate set_sponsors`);
    await expectDerivedRight();
  });
});
