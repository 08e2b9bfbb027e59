import { FavStatsSchema, LikeStateSchema, SetSchema } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  engagementTestApp,
  get,
  HOSTILE_IDS,
  likeRows,
  parsed,
  put,
  refused,
  type Caller,
} from './engagement-fixture.ts';

// PUT /api/favs/set/{id}, /likes-toggle and /likes (spec.md section 7): the caller's favourite of
// a set, the visibility of their likes of it, and their like of the set as a whole. Each answers
// what it left; the set's page shows it to that caller only.

const test = engagementTestApp();

const fav = (id: number | string, caller?: Caller) => put(test.app, `/api/favs/set/${id}`, caller);
const likesToggle = (id: number | string, caller?: Caller) =>
  put(test.app, `/api/favs/set/${id}/likes-toggle`, caller);
const like = (id: number | string, caller?: Caller) =>
  put(test.app, `/api/favs/set/${id}/likes`, caller);
const setOf = async (id: number, caller?: Caller) =>
  parsed(await get(test.app, `/api/sets/${id}`, caller), SetSchema);

describe('PUT /api/favs/set/{id}', () => {
  it('favourites, then unfavourites, answering the favourite; the set shows it to that user', async () => {
    expect(parsed(await fav(2, test.alice), FavStatsSchema)).toEqual({
      is_fav: true,
      show_likes: true,
      total_user_likes: 0,
    });
    expect((await setOf(2, test.alice)).user_fav).toMatchObject({ is_fav: true, show_likes: true });
    expect((await setOf(2, test.bob)).user_fav).toMatchObject({ is_fav: false, show_likes: true });
    expect((await setOf(2)).user_fav).toBeNull();

    expect(parsed(await fav(2, test.alice), FavStatsSchema)).toMatchObject({ is_fav: false });
    expect((await setOf(2, test.alice)).user_fav).toMatchObject({ is_fav: false });
  });

  it('answers the caller’s likes of the set as total_user_likes', async () => {
    // Three moments Alice liked while listening (POST /set-likes writes these).
    await test.app.db.execute(sql`insert into set_likes (user_id, set_id, set_timestamp_ms)
      values (${test.alice.id}, 3, 1000), (${test.alice.id}, 3, 2000), (${test.alice.id}, 3, 3000),
        (${test.bob.id}, 3, 500)`);
    expect(parsed(await fav(3, test.alice), FavStatsSchema)).toEqual({
      is_fav: true,
      show_likes: true,
      total_user_likes: 3,
    });
    expect(parsed(await fav(3, test.bob), FavStatsSchema).total_user_likes).toBe(1);
  });
});

describe('PUT /api/favs/set/{id}/likes-toggle', () => {
  it('flips show_likes without touching the favourite', async () => {
    parsed(await fav(4, test.bob), FavStatsSchema);
    expect(parsed(await likesToggle(4, test.bob), FavStatsSchema)).toMatchObject({
      is_fav: true,
      show_likes: false,
    });
    expect((await setOf(4, test.bob)).user_fav).toMatchObject({ is_fav: true, show_likes: false });
    expect(parsed(await likesToggle(4, test.bob), FavStatsSchema).show_likes).toBe(true);
    // On a set never favourited: likes hidden, still not a favourite.
    expect(parsed(await likesToggle(5, test.bob), FavStatsSchema)).toEqual({
      is_fav: false,
      show_likes: false,
      total_user_likes: 0,
    });
  });
});

describe('PUT /api/favs/set/{id}/likes', () => {
  it('likes the set at its start, then takes every like of the caller back', async () => {
    const before = await likeRows(test.app, 'set', 6);
    const liked = parsed(await like(6, test.alice), LikeStateSchema);
    expect(liked).toEqual({ is_liked: true, user_likes: 1, likes: before.stored + 1 });
    const set = await setOf(6, test.alice);
    expect(set.likes).toBe(before.stored + 1);
    expect(set.user_likes).toBe(1);
    expect(set.user_fav).toMatchObject({ user_likes: 1, is_fav: false });
    expect(set.user_fav?.first_liked_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await setOf(6, test.bob)).user_fav).toMatchObject({
      user_likes: 0,
      first_liked_date: null,
    });
    const at = (await test.app.db.execute(
      sql`select set_timestamp_ms from set_likes where set_id = 6 and user_id = ${test.alice.id}`,
    )) as { rows: { set_timestamp_ms: number }[] };
    expect(at.rows).toEqual([{ set_timestamp_ms: 0 }]);

    // More moments liked meanwhile: the toggle takes them all back.
    await test.app.db.execute(sql`insert into set_likes (user_id, set_id, set_timestamp_ms)
      values (${test.alice.id}, 6, 60000), (${test.bob.id}, 6, 1000)`);
    const unliked = parsed(await like(6, test.alice), LikeStateSchema);
    expect(unliked).toEqual({ is_liked: false, user_likes: 0, likes: before.stored + 1 });
    expect(await likeRows(test.app, 'set', 6, test.alice.id)).toMatchObject({ rows: 0 });
    const after = await likeRows(test.app, 'set', 6);
    expect(after.stored).toBe(after.rows);
  });
});

describe('denials', () => {
  it.each([
    ['favourite', fav],
    ['likes-toggle', likesToggle],
    ['like', like],
  ])('%s: 401 without a token, 404 for no set, 422 for no id', async (_, call) => {
    refused(await call(1), 401);
    refused(await call(999_999, test.alice), 404);
    for (const bad of HOSTILE_IDS) refused(await call(bad, test.alice), 422);
  });

  it('a refused call writes nothing', async () => {
    const rows = () =>
      countOf(
        test.app,
        sql`select (select count(*) from set_favs)::int + (select count(*) from set_likes)::int as n`,
      );
    const before = await rows();
    await fav(7);
    await like(999_999, test.alice);
    await like('abc', test.bob);
    expect(await rows()).toBe(before);
  });
});
