import {
  FavStatsSchema,
  MomentLikeSchema,
  SetSchema,
  TrackSchema,
  TracksPageSchema,
  validationErrorBody,
} from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  engagementTestApp,
  get,
  likeRows,
  newCaller,
  parsed,
  put,
  refused,
  type Caller,
} from './engagement-fixture.ts';
import { TRACKS } from './music-fixture.ts';
import {
  GAP_SET,
  GAP_SET_MS,
  SHORT_SET,
  SHORT_SET_MS,
  call,
  insertPlayerSets,
} from './player-fixture.ts';

// POST /api/set-likes (spec.md sections 7 and 8, "Likes on the playing set"): a like of a moment
// of a set, and of the track playing then, which becomes one of the caller's favourites.

const test = engagementTestApp();
beforeAll(async () => {
  await insertPlayerSets(test.app.db);
});

const like = (setId: number, moment: number, caller: Caller = test.alice) =>
  call(test.app, 'POST', '/api/set-likes', caller, { set_meta_id: setId, set_timestamp: moment });

/** Expects a 201 and answers the track liked. */
async function liked(setId: number, moment: number, caller: Caller = test.alice) {
  const response = await like(setId, moment, caller);
  expect(response.statusCode, response.body).toBe(201);
  return MomentLikeSchema.parse(response.json());
}

const title = (trackId: number) => TRACKS[trackId - 1]!.title;
const track = (setTrackId: number, trackId: number) => ({
  set_track_id: setTrackId,
  track_meta_id: trackId,
  title: title(trackId),
});

describe('POST /api/set-likes', () => {
  it('likes the set at the moment and the track starting then: 201 with the counts', async () => {
    expect(await liked(GAP_SET, 10_000)).toEqual({
      likes: 1,
      user_likes: 1,
      set_timestamp: 10_000,
      track: track(5001, 1),
    });
    expect(await liked(GAP_SET, 20_000, test.bob)).toEqual({
      likes: 2,
      user_likes: 1,
      set_timestamp: 20_000,
      track: track(5001, 1),
    });
    // A track liked again keeps one like; the set counts every moment.
    expect(await liked(GAP_SET, 99_999)).toMatchObject({ likes: 3, user_likes: 2 });
    expect(await likeRows(test.app, 'track', 1, test.alice.id)).toMatchObject({ rows: 1 });
    expect(await likeRows(test.app, 'track', 1)).toEqual({ rows: 2, stored: 2 });
    expect(await likeRows(test.app, 'set', GAP_SET)).toEqual({ rows: 3, stored: 3 });
    const moments = await countOf(
      test.app,
      sql`select count(*)::int as n from set_likes where user_id = ${test.alice.id}
        and set_id = ${GAP_SET} and set_timestamp_ms in (10000, 99999)`,
    );
    expect(moments).toBe(2);
  });

  it.each([
    ['where the next starts', 100_000, 5002, 2],
    ['in the middle of a track without an end (until the next starts)', 150_000, 5002, 2],
    ['just before the next starts', 199_999, 5002, 2],
    ['where a track starts after one without an end', 200_000, 5003, 3],
    ['after a gap', 250_000, 5004, 4],
    ['on the last track, which runs to the end of the set', 999_999, 5005, 5],
    ['at the very end of the set', GAP_SET_MS, 5005, 5],
  ])('finds the track playing %s', async (_, moment, setTrackId, trackId) => {
    expect((await liked(GAP_SET, moment, test.bob)).track).toEqual(track(setTrackId, trackId));
  });

  it.each([
    ['before the first track', GAP_SET, 9_999],
    ['at the start of a gap (where a track ends)', GAP_SET, 230_000],
    ['in a gap', GAP_SET, 240_000],
    ['past the last track', SHORT_SET, 300_000],
    ['at the end of a set whose last track ended before it', SHORT_SET, SHORT_SET_MS],
  ])('answers 404 when no track plays: %s; nothing written', async (_, setId, moment) => {
    const before = await likeRows(test.app, 'set', setId);
    expect(refused(await like(setId, moment), 404)).toMatchObject({
      description: 'No track plays at that moment of the set.',
    });
    expect(await likeRows(test.app, 'set', setId)).toEqual(before);
  });

  it('answers 422 naming set_timestamp for a moment past the set’s end, 404 for no set', async () => {
    expect(refused(await like(GAP_SET, GAP_SET_MS + 1), 422)).toEqual(
      validationErrorBody('json', {
        set_timestamp: [`Must be within the set: at most its duration, ${GAP_SET_MS} ms.`],
      }),
    );
    refused(await like(SHORT_SET, SHORT_SET_MS + 1), 422);
    expect(refused(await like(999_999, 0), 404)).toMatchObject({
      description: 'No set has this id.',
    });
    refused(await call(test.app, 'POST', '/api/set-likes', undefined, { set_meta_id: 1 }), 401);
  });

  it('makes the track a favourite, under Liked Tracks (an ID under Watched IDs)', async () => {
    const caller = test.alice;
    await liked(GAP_SET, 150_000, caller);
    await liked(GAP_SET, 300_000, caller);
    const tab = async (name: 'tracks' | 'ids') =>
      parsed(await get(test.app, `/api/users/${caller.id}/${name}`, caller), TracksPageSchema);
    expect((await tab('tracks')).data.map((t) => t.id)).toEqual(expect.arrayContaining([1, 2]));
    expect((await tab('ids')).data.map((t) => t.id)).toContain(4);
    expect(parsed(await get(test.app, '/api/tracks/2', caller), TrackSchema)).toMatchObject({
      is_fav: true,
      user_likes: 1,
      user_fav: { is_fav: true, show_likes: true, user_likes: 1 },
    });
  });

  it('keeps a favourite already on as it was, and hidden likes hidden', async () => {
    // A listener of their own: Alice and Bob liked moments of these tracks above.
    const caller = await newCaller(test.app, 'Carol');
    // Track 5 (set 50's last): a favourite since before; track 6 (set 51's): likes hidden.
    expect(parsed(await put(test.app, '/api/favs/track/5', caller), FavStatsSchema)).toMatchObject({
      is_fav: true,
    });
    expect((await put(test.app, '/api/favs/track/6/likes-toggle', caller)).statusCode).toBe(200);
    const favedAt = async (trackId: number) =>
      (
        (await test.app.db.execute(sql`select faved_at from track_favs
          where user_id = ${caller.id} and track_id = ${trackId}`)) as {
          rows: { faved_at: unknown }[];
        }
      ).rows[0]?.faved_at;
    const since = await favedAt(5);

    await liked(GAP_SET, 500_000, caller);
    await liked(SHORT_SET, 1_000, caller);
    expect(since).toBeTruthy();
    expect(await favedAt(5)).toEqual(since);
    expect(parsed(await get(test.app, '/api/tracks/6', caller), TrackSchema)).toMatchObject({
      is_fav: true,
      show_likes: false,
      user_likes: 1,
    });
    expect(await favedAt(6)).not.toBeNull();
  });

  it('shows the set’s new likes to guests at once, and the caller’s own to the caller', async () => {
    const read = async (caller?: Caller) =>
      parsed(await get(test.app, `/api/sets/${SHORT_SET}`, caller), SetSchema);
    const before = await read();
    const answer = await liked(SHORT_SET, 2_000);
    expect(answer.likes).toBe(before.likes + 1);
    expect((await read()).likes).toBe(answer.likes);
    expect((await read(test.alice)).user_fav).toMatchObject({ user_likes: answer.user_likes });
  });
});
