import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';

// The rest of migration 0005's derived data: sets' and tracks' likes (counted from set_likes and
// track_likes), the search_words dictionary, and rh_fold. Plain SQL, as any writer sends it.

let testApp: TestApp;

async function run(statement: SQL): Promise<Record<string, unknown>[]> {
  const result = (await testApp.app.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function likes(table: 'sets' | 'tracks', id: number): Promise<number> {
  const [row] = await run(sql`select likes from ${sql.identifier(table)} where id = ${id}`);
  return Number(row?.likes);
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'demo' });
});

afterAll(async () => {
  await testApp.close();
});

describe('likes', () => {
  it('count set_likes and track_likes rows', async () => {
    // A user likes a track once (unique, migration 0008) but a set at many moments.
    const [user, ...others] = await run(sql`insert into users (username, email)
      select 'liker' || n, 'liker' || n || '@example.com' from generate_series(1, 3) n
      returning id`);
    const likers = [user, ...others].map((row) => Number(row?.id));
    const [set] = await run(sql`select id from sets order by id limit 1`);
    const [track] = await run(sql`select id from tracks order by id limit 1`);
    const setId = Number(set?.id);
    const trackId = Number(track?.id);
    const before = { set: await likes('sets', setId), track: await likes('tracks', trackId) };

    await run(sql`insert into set_likes (user_id, set_id, set_timestamp_ms)
      select ${user?.id}, ${setId}, n * 1000 from generate_series(1, 5) n`);
    await run(sql`insert into track_likes (user_id, track_id)
      select id, ${trackId} from users where id = any(${`{${likers.join(',')}}`}::int[])`);
    expect(await likes('sets', setId)).toBe(before.set + 5);
    expect(await likes('tracks', trackId)).toBe(before.track + 3);

    const [otherSet] = await run(sql`select id from sets where id <> ${setId} order by id limit 1`);
    const otherBefore = await likes('sets', Number(otherSet?.id));
    await run(sql`update set_likes set set_id = ${otherSet?.id}
      where id = (select min(id) from set_likes where set_id = ${setId})`);
    expect(await likes('sets', setId)).toBe(before.set + 4);
    expect(await likes('sets', Number(otherSet?.id))).toBe(otherBefore + 1);

    await run(sql`delete from set_likes where set_id = ${setId}`);
    await run(sql`delete from track_likes where id = (select min(id) from track_likes)`);
    expect(await likes('sets', setId)).toBe(before.set);
    expect(await likes('tracks', trackId)).toBe(before.track + 2);

    // Deleting the users takes their likes, and the counts follow.
    await run(sql`delete from users where id = any(${`{${likers.join(',')}}`}::int[])`);
    expect(await likes('tracks', trackId)).toBe(before.track);
    expect(await likes('sets', Number(otherSet?.id))).toBe(otherBefore);
  });
});

describe('search_words', () => {
  it('holds the folded words of every searched text, added by trigger', async () => {
    await run(sql`insert into labels (name) values ('Kompakt Zürich')`);
    await run(sql`insert into artists (name) values ('Ólafur Arnalds')`);
    const [set] = await run(sql`insert into sets (set_name, artist, release_date)
      values ('Warehouse Session', 'Ólafur Arnalds', '2025-01-01') returning id`);
    await run(sql`update sets set set_name = 'Boiler Session' where id = ${set?.id}`);
    const rows = await run(sql`select word from search_words
      where word in ('kompakt', 'zurich', 'olafur', 'arnalds', 'warehouse', 'boiler')`);
    const words = rows.map((row) => String(row.word));
    expect(words.sort()).toEqual(['arnalds', 'boiler', 'kompakt', 'olafur', 'warehouse', 'zurich']);
  });
});

describe('deferred likes', () => {
  it('are recounted by refresh_like_counts()', async () => {
    await run(sql`insert into users (username, email)
      select 'bulk-liker' || n, 'bulk-liker' || n || '@example.com' from generate_series(1, 4) n`);
    const [track] = await run(sql`select id, likes from tracks order by id desc limit 1`);
    await testApp.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local rabbithole.defer_catalog_stats = 'on'`);
      await tx.execute(sql`insert into track_likes (user_id, track_id)
        select id, ${track?.id} from users where username like 'bulk-liker%'`);
      await tx.execute(sql`select refresh_like_counts()`);
    });
    expect(await likes('tracks', Number(track?.id))).toBe(4);
  });
});

describe('rh_fold', () => {
  it('folds case and Latin diacritics, the same on both databases', async () => {
    const [row] = await run(sql`select rh_fold('Âme ÆRØSKØBING Straße Ñandú Łódź İstanbul') as f`);
    expect(row?.f).toBe('ame aeroskobing strasse nandu lodz istanbul');
  });
});
