import {
  FavStatsSchema,
  LikeStateSchema,
  PurchaseStateSchema,
  TrackSchema,
} from '@rabbithole/api-contract';
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
import { TRACKS } from './music-fixture.ts';

// PUT /api/favs/track/{id}, /likes-toggle, /likes and /purchase (spec.md section 7): the caller's
// favourite of a track (watching it, for an ID), the visibility of their like, the like itself,
// and its purchase. Each answers what it left; the track shows it to that caller only.

const test = engagementTestApp();

const fav = (id: number | string, caller?: Caller) =>
  put(test.app, `/api/favs/track/${id}`, caller);
const likesToggle = (id: number | string, caller?: Caller) =>
  put(test.app, `/api/favs/track/${id}/likes-toggle`, caller);
const like = (id: number | string, caller?: Caller) =>
  put(test.app, `/api/favs/track/${id}/likes`, caller);
const purchase = (id: number | string, caller?: Caller) =>
  put(test.app, `/api/favs/track/${id}/purchase`, caller);
const trackOf = async (id: number, caller?: Caller) =>
  parsed(await get(test.app, `/api/tracks/${id}`, caller), TrackSchema);

const released = TRACKS.filter((t) => t.mix_type !== 'ID');
const ids = TRACKS.filter((t) => t.mix_type === 'ID');

describe('PUT /api/favs/track/{id}', () => {
  it('favourites, then unfavourites; the track shows it to that user only', async () => {
    const id = released[0]!.id;
    expect(parsed(await fav(id, test.alice), FavStatsSchema)).toEqual({
      is_fav: true,
      show_likes: true,
      total_user_likes: 0,
    });
    expect(await trackOf(id, test.alice)).toMatchObject({
      is_fav: true,
      show_likes: true,
      user_likes: 0,
      user_fav: {
        is_fav: true,
        show_likes: true,
        user_likes: 0,
        first_liked_date: null,
        is_purchased: false,
      },
    });
    expect(await trackOf(id, test.bob)).toMatchObject({
      is_fav: false,
      user_fav: { is_fav: false },
    });
    expect(await trackOf(id)).toMatchObject({
      is_fav: false,
      show_likes: false,
      user_likes: null,
      user_fav: null,
    });
    expect(parsed(await fav(id, test.alice), FavStatsSchema).is_fav).toBe(false);
    expect((await trackOf(id, test.alice)).is_fav).toBe(false);
  });

  it('watches an ID, the same way', async () => {
    const id = ids[0]!.id;
    expect(parsed(await fav(id, test.bob), FavStatsSchema).is_fav).toBe(true);
    expect(await trackOf(id, test.bob)).toMatchObject({ mix_type: 'ID', is_fav: true });
    expect(parsed(await fav(id, test.bob), FavStatsSchema).is_fav).toBe(false);
  });
});

describe('PUT /api/favs/track/{id}/likes-toggle', () => {
  it('flips show_likes without touching the favourite', async () => {
    const id = released[1]!.id;
    parsed(await fav(id, test.alice), FavStatsSchema);
    expect(parsed(await likesToggle(id, test.alice), FavStatsSchema)).toMatchObject({
      is_fav: true,
      show_likes: false,
    });
    expect(await trackOf(id, test.alice)).toMatchObject({ is_fav: true, show_likes: false });
    expect(parsed(await likesToggle(id, test.alice), FavStatsSchema).show_likes).toBe(true);
  });
});

describe('PUT /api/favs/track/{id}/likes', () => {
  it('likes, then unlikes, the track: one row, counted in the track’s likes', async () => {
    const id = released[2]!.id;
    const before = await likeRows(test.app, 'track', id);
    expect(parsed(await like(id, test.alice), LikeStateSchema)).toEqual({
      is_liked: true,
      user_likes: 1,
      likes: before.stored + 1,
    });
    expect(parsed(await like(id, test.bob), LikeStateSchema)).toEqual({
      is_liked: true,
      user_likes: 1,
      likes: before.stored + 2,
    });
    const track = await trackOf(id, test.alice);
    expect(track).toMatchObject({ user_likes: 1, user_fav: { user_likes: 1 } });
    expect(track.user_fav?.first_liked_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The fav answer's total is the caller's like.
    expect(parsed(await fav(id, test.alice), FavStatsSchema).total_user_likes).toBe(1);

    expect(parsed(await like(id, test.alice), LikeStateSchema)).toEqual({
      is_liked: false,
      user_likes: 0,
      likes: before.stored + 1,
    });
    expect(await trackOf(id, test.alice)).toMatchObject({
      user_likes: 0,
      user_fav: { user_likes: 0, first_liked_date: null },
    });
    const after = await likeRows(test.app, 'track', id);
    expect(after).toEqual({ rows: before.rows + 1, stored: before.rows + 1 });
  });

  it('keeps one like per user and track in the schema itself', async () => {
    const id = released[3]!.id;
    await test.app.db.execute(
      sql`insert into track_likes (user_id, track_id) values (${test.bob.id}, ${id})`,
    );
    await expect(
      test.app.db.execute(
        sql`insert into track_likes (user_id, track_id) values (${test.bob.id}, ${id})`,
      ),
    ).rejects.toThrow();
    expect(await likeRows(test.app, 'track', id, test.bob.id)).toMatchObject({ rows: 1 });
  });
});

describe('PUT /api/favs/track/{id}/purchase', () => {
  it('marks the track purchased, and again changes nothing', async () => {
    const id = released[4]!.id;
    for (let i = 0; i < 3; i += 1) {
      expect(parsed(await purchase(id, test.alice), PurchaseStateSchema)).toEqual({
        is_purchased: true,
      });
    }
    expect(await trackOf(id, test.alice)).toMatchObject({
      is_fav: false,
      user_fav: { is_purchased: true, is_fav: false },
    });
    expect((await trackOf(id, test.bob)).user_fav?.is_purchased).toBe(false);
    const rows = await countOf(
      test.app,
      sql`select count(*)::int as n from track_favs where user_id = ${test.alice.id}
        and track_id = ${id} and is_purchased`,
    );
    expect(rows).toBe(1);
  });
});

describe('denials', () => {
  it.each([
    ['favourite', fav],
    ['likes-toggle', likesToggle],
    ['like', like],
    ['purchase', purchase],
  ])('%s: 401 without a token, 404 for no track, 422 for no id', async (_, call) => {
    refused(await call(1), 401);
    refused(await call(999_999, test.alice), 404);
    for (const bad of HOSTILE_IDS) refused(await call(bad, test.alice), 422);
  });
});
