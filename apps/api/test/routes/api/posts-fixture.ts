import { PostSchema, type Post } from '@rabbithole/api-contract';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../src/app.ts';
import { posts, setTracks, sets, tracks } from '../../../src/db/schema/index.ts';
import { bearer, createAccount, signIn } from '../../helpers/accounts.ts';

/** A set an hour long with two tracks on its list, a set of none, and a track on no set. */
export const SET = 1;
export const OTHER_SET = 2;
export const SET_DURATION_MS = 3_600_000;
export const TRACK_IN_SET = 1;
export const OTHER_TRACK_IN_SET = 2;
export const LONE_TRACK = 3;

/** Request headers as the tests send them: none, a Bearer, or a bad one. */
export type Headers = Record<string, string>;

export interface Commenter {
  id: number;
  headers: Headers;
}

/** The catalog above, and two signed-in users, Ada and Bo. */
export async function writePostsWorld(app: App): Promise<{ ada: Commenter; bo: Commenter }> {
  await app.db.insert(sets).values([
    {
      id: SET,
      set_name: 'Warehouse',
      artist: 'Someone',
      release_date: '2025-01-01',
      duration_ms: SET_DURATION_MS,
    },
    { id: OTHER_SET, set_name: 'Rooftop', artist: 'Someone else', release_date: '2025-02-01' },
  ]);
  await app.db
    .insert(tracks)
    .values(
      [TRACK_IN_SET, OTHER_TRACK_IN_SET, LONE_TRACK].map((id) => ({ id, title: `Track ${id}` })),
    );
  await app.db.insert(setTracks).values([
    { set_id: SET, track_id: TRACK_IN_SET, track_position: 1, start_time: 0 },
    { set_id: SET, track_id: OTHER_TRACK_IN_SET, track_position: 2, start_time: 1_800_000 },
  ]);
  const commenter = async (username: string): Promise<Commenter> => {
    const account = await createAccount(app, username);
    const pair = await signIn(app, account);
    return { id: account.user.id, headers: bearer(pair.access_token) };
  };
  return { ada: await commenter('ada'), bo: await commenter('bo') };
}

export function postComment(app: App, headers: Headers, payload: object) {
  return app.inject({ method: 'POST', url: '/api/posts', headers, payload });
}

export function putComment(app: App, headers: Headers, id: number | string, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers, payload });
}

export function deleteComment(app: App, headers: Headers, id: number | string) {
  return app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers });
}

/** Writes a comment through the API, failing the test on any answer but 201. */
export async function commentOn(app: App, commenter: Commenter, payload: object): Promise<Post> {
  const response = await postComment(app, commenter.headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return PostSchema.parse(response.json());
}

/** Every stored comment, every column: what a refused request must leave as it was. */
export function storedPosts(app: App) {
  return app.db.select().from(posts).orderBy(asc(posts.id));
}
