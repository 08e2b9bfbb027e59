import {
  IdReleaseSchema,
  NotificationsPageSchema,
  type NotificationsPage,
  type NotificationsQueryInput,
} from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../src/app.ts';
import type { Db } from '../../../src/db/database.ts';
import type { Caller } from './engagement-fixture.ts';

/**
 * A small catalog of IDs for the release tests. Two sets play the ID `ID_TRACK`: the Warehouse
 * set (where it was first heard) at position 2, from 10:00 to 20:00, and the Rooftop set at
 * position 2, from 5:00 to 15:00. `OTHER_ID` opens the Rooftop set; `LONE_ID` plays nowhere.
 */
export const WAREHOUSE = 901;
export const ROOFTOP = 902;
export const RELEASED = 9001;
export const OTHER_TRACK = 9002;
export const ID_TRACK = 9003;
export const OTHER_ID = 9004;
export const LONE_ID = 9005;
export const ARTIST = 'Kölsch';

export const MINUTE = 60_000;

export async function insertReleaseFixture(db: Db): Promise<void> {
  await db.execute(sql`insert into artists (id, name) values (901, ${ARTIST})`);
  await db.execute(sql`insert into sets (id, set_name, artist, release_date, duration_ms) values
    (${WAREHOUSE}, 'Warehouse Night', 'Someone', '2024-03-01', ${60 * MINUTE}),
    (${ROOFTOP}, 'Rooftop Morning', 'Someone', '2024-05-01', ${30 * MINUTE})`);
  await db.execute(sql`insert into tracks
    (id, title, mix_type, release_date, id_set_id, first_heard_date, art_url_xl) values
    (${RELEASED}, 'Silver Horizon', 'original_mix', '2025-01-10', null, null, '/art/tracks/9001.svg'),
    (${OTHER_TRACK}, 'Night Garden', 'original_mix', '2023-01-10', null, null, null),
    (${ID_TRACK}, 'ID', 'ID', null, ${WAREHOUSE}, '2024-03-01', null),
    (${OTHER_ID}, 'ID', 'ID', null, ${ROOFTOP}, '2024-05-01', null),
    (${LONE_ID}, 'ID', 'ID', null, null, '2022-01-01', null)`);
  await db.execute(sql`insert into track_artists (track_id, artist_id, role) values
    (${RELEASED}, 901, 'producer'), (${ID_TRACK}, 901, 'ID')`);
  await db.execute(sql`insert into set_tracks
    (set_id, track_id, track_position, start_time, end_time) values
    (${WAREHOUSE}, ${OTHER_TRACK}, 1, 0, ${10 * MINUTE}),
    (${WAREHOUSE}, ${ID_TRACK}, 2, ${10 * MINUTE}, ${20 * MINUTE}),
    (${WAREHOUSE}, ${OTHER_TRACK}, 3, ${20 * MINUTE}, null),
    (${ROOFTOP}, ${OTHER_ID}, 1, 0, ${5 * MINUTE}),
    (${ROOFTOP}, ${ID_TRACK}, 2, ${5 * MINUTE}, ${15 * MINUTE})`);
}

/** Stores a like of the set at the moment, as POST /api/set-likes leaves it. */
export async function likeMoment(db: Db, userId: number, setId: number, momentMs: number) {
  await db.execute(sql`insert into set_likes (user_id, set_id, set_timestamp_ms)
    values (${userId}, ${setId}, ${momentMs})`);
}

/** Watches an ID (a favourite of it), as PUT /api/favs/track/{id} leaves it. */
export async function watch(db: Db, userId: number, trackId: number) {
  await db.execute(sql`insert into track_favs (user_id, track_id, is_fav, faved_at)
    values (${userId}, ${trackId}, true, now())`);
}

export function postRelease(
  app: App,
  idTrackId: number | string,
  body: unknown,
  caller?: Caller,
): Promise<Response> {
  return app.inject({
    method: 'POST',
    url: `/api/admin/tracks/${idTrackId}/release`,
    headers: { 'content-type': 'application/json', ...caller?.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Releases through the API, expecting 201 and the contract's answer. */
export async function released(app: App, idTrackId: number, trackId: number, admin: Caller) {
  const response = await postRelease(app, idTrackId, { track_id: trackId }, admin);
  expect(response.statusCode, response.body).toBe(201);
  return IdReleaseSchema.parse(response.json());
}

/** One page of the caller's notifications, expecting 200 and the contract's shape. */
export async function notificationsOf(
  app: App,
  caller: Caller,
  query: NotificationsQueryInput = {},
): Promise<NotificationsPage> {
  const search = new URLSearchParams(
    (Object.entries(query) as [string, string | number | undefined][]).flatMap(
      ([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]]),
    ),
  );
  const response = await app.inject({
    url: `/api/notifications?${search.toString()}`,
    headers: caller.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return NotificationsPageSchema.parse(response.json());
}

/** How many notifications the database holds for the user, shown or not. */
export async function storedNotifications(app: App, userId: number): Promise<number> {
  const result = (await app.db.execute(
    sql`select count(*)::int as n from notifications where user_id = ${userId}`,
  )) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
