import {
  FavStatsSchema,
  FollowStatsSchema,
  LikeStateSchema,
  PurchaseStateSchema,
} from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  countOf,
  engagementTestApp,
  likeRows,
  newCaller,
  put,
  type Caller,
} from './engagement-fixture.ts';

// Toggles under load: concurrent requests of one user on one object (app.inject, all at once;
// on PostgreSQL they run on the pool's ten connections at the same time) each flip the state
// exactly once, in some order. So an even number of toggles leaves it as it was, an odd number
// flipped, half the answers (rounded up) say "on", and the stored counts equal their rows.

const test = engagementTestApp();
const TIMES = 50;

/** `times` PUTs of one URL at once, each expected 200 and parsed. */
async function burst<Schema extends z.ZodMiniType>(
  url: string,
  caller: Caller,
  times: number,
  schema: Schema,
): Promise<z.output<Schema>[]> {
  const responses = await Promise.all(
    Array.from({ length: times }, () => put(test.app, url, caller)),
  );
  return responses.map((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  });
}

const count = <T>(items: readonly T[], on: (item: T) => boolean) => items.filter(on).length;

describe('concurrent like toggles', () => {
  it.each([
    ['track', 3],
    ['set', 2],
  ] as const)('%s: 50 of one user leave it unliked, 51 liked; likes = rows', async (kind, id) => {
    const url = `/api/favs/${kind}/${id}/likes`;
    // Someone else's like, which must survive all of Alice's toggles.
    await put(test.app, url, test.bob);

    const even = await burst(url, test.alice, TIMES, LikeStateSchema);
    expect(count(even, (answer) => answer.is_liked)).toBe(TIMES / 2);
    expect(even.every((answer) => answer.user_likes === (answer.is_liked ? 1 : 0))).toBe(true);
    expect(await likeRows(test.app, kind, id, test.alice.id)).toMatchObject({ rows: 0 });
    expect(await likeRows(test.app, kind, id)).toEqual({ rows: 1, stored: 1 });

    const odd = await burst(url, test.alice, TIMES + 1, LikeStateSchema);
    expect(count(odd, (answer) => answer.is_liked)).toBe(TIMES / 2 + 1);
    expect(await likeRows(test.app, kind, id, test.alice.id)).toMatchObject({ rows: 1 });
    expect(await likeRows(test.app, kind, id)).toEqual({ rows: 2, stored: 2 });
  });

  it('many users liking one track at once each add one like, and unliking take it back', async () => {
    const callers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => newCaller(test.app, `Crowd${i}`)),
    );
    const url = '/api/favs/track/9/likes';
    const like = () =>
      Promise.all(
        callers.map(async (caller) =>
          LikeStateSchema.parse((await put(test.app, url, caller)).json()),
        ),
      );
    const liked = await like();
    expect(liked.every((answer) => answer.is_liked)).toBe(true);
    // Each saw the likes its own statement left: every count from 1 to 8, once.
    expect(liked.map((answer) => answer.likes).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(await likeRows(test.app, 'track', 9)).toEqual({ rows: 8, stored: 8 });
    await like();
    expect(await likeRows(test.app, 'track', 9)).toEqual({ rows: 0, stored: 0 });
  });
});

describe('concurrent flag toggles', () => {
  const cases = [
    ['set favourite', '/api/favs/set/3', FavStatsSchema, (a: { is_fav: boolean }) => a.is_fav],
    ['track favourite', '/api/favs/track/5', FavStatsSchema, (a: { is_fav: boolean }) => a.is_fav],
    [
      'track show_likes',
      '/api/favs/track/5/likes-toggle',
      FavStatsSchema,
      (a: { show_likes: boolean }) => !a.show_likes,
    ],
    [
      'artist follow',
      '/api/stats/artist/2/follow',
      FollowStatsSchema,
      (a: { is_followed: boolean }) => a.is_followed,
    ],
    [
      'label show_likes',
      '/api/stats/label/3/likes-toggle',
      FollowStatsSchema,
      (a: { show_likes: boolean }) => !a.show_likes,
    ],
  ] as const;

  it.each(cases)('%s: 50 leave it as it was, 51 flipped', async (_, url, schema, isOn) => {
    const on = isOn as (answer: z.output<typeof schema>) => boolean;
    const even = await burst(url, test.alice, TIMES, schema);
    expect(count(even, on)).toBe(TIMES / 2);
    const odd = await burst(url, test.alice, TIMES + 1, schema);
    expect(count(odd, on)).toBe(TIMES / 2 + 1);
    // What a later call answers is what the 101 left: on, once flipped back by this call.
    const [after] = await burst(url, test.alice, 1, schema);
    expect(on(after!)).toBe(false);
  });

  it('one row per user and object, whatever the load', async () => {
    const purchases = await burst(
      '/api/favs/track/11/purchase',
      test.bob,
      TIMES,
      PurchaseStateSchema,
    );
    expect(purchases.every((answer) => answer.is_purchased)).toBe(true);
    const duplicates = await countOf(
      test.app,
      sql`select count(*)::int as n from (
        select user_id, track_id from track_favs group by 1, 2 having count(*) > 1
        union all select user_id, set_id from set_favs group by 1, 2 having count(*) > 1
        union all select user_id, artist_id from artist_user_stats group by 1, 2 having count(*) > 1
        union all select user_id, track_id from track_likes group by 1, 2 having count(*) > 1
      ) d`,
    );
    expect(duplicates).toBe(0);
    // Every stored like count equals its rows, for every set and track.
    const wrong = await countOf(
      test.app,
      sql`select (
        (select count(*) from tracks t
          where t.likes <> (select count(*) from track_likes l where l.track_id = t.id))
        + (select count(*) from sets s
          where s.likes <> (select count(*) from set_likes l where l.set_id = s.id)))::int as n`,
    );
    expect(wrong).toBe(0);
  });
});
