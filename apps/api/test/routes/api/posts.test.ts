import {
  ErrorBodySchema,
  PAGE_SIZE,
  PostsPageSchema,
  ValidationErrorBodySchema,
  type PostsPage,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, sets, tracks, users } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let testApp: TestApp;

const BUSY_SET = 1;
const QUIET_SET = 2;
const TRACK = 1;
const QUIET_TRACK = 2;
const BASE = Date.UTC(2026, 0, 1, 12);

async function getPosts(url: string): Promise<PostsPage> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return PostsPageSchema.parse(response.json());
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  const { db } = testApp.app;
  await db.insert(users).values([
    { id: 1, username: 'ada', email: 'ada@example.com', avatar_url: '/avatars/ada.png' },
    { id: 2, username: 'bo', email: 'bo@example.com' },
  ]);
  await db.insert(sets).values(
    [BUSY_SET, QUIET_SET].map((id) => ({
      id,
      set_name: `Set ${id}`,
      artist: 'Someone',
      release_date: '2025-01-01',
    })),
  );
  await db.insert(tracks).values([
    { id: TRACK, title: 'Track 1' },
    { id: QUIET_TRACK, title: 'Track 2' },
  ]);
  // 25 comments on the busy set, a minute apart, two of them written in the same instant (the
  // newest id first); then 3 on the track page and one about the track at a moment of the set.
  await db.insert(posts).values(
    Array.from({ length: 25 }, (_, index) => ({
      id: index + 1,
      user_id: (index % 2) + 1,
      set_id: BUSY_SET,
      text: `Comment ${index + 1}`,
      set_timestamp_ms: index * 60_000,
      created_at: new Date(BASE + Math.min(index, 23) * 60_000),
    })),
  );
  await db.insert(posts).values([
    ...[26, 27, 28].map((id) => ({
      id,
      user_id: 2,
      track_id: TRACK,
      text: `On the track ${id}`,
      created_at: new Date(BASE + id * 3_600_000),
    })),
    {
      id: 29,
      user_id: 1,
      set_id: BUSY_SET,
      track_id: TRACK,
      text: 'This one at 1:00:00',
      set_timestamp_ms: 3_600_000,
      created_at: new Date(BASE - 3_600_000),
    },
  ]);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/sets/{id}/posts', () => {
  it('pages the comments newest first, same instant by id, with the author', async () => {
    const first = await getPosts(`/api/sets/${BUSY_SET}/posts`);
    expect(first.pagination).toEqual({ offset: 0, count: PAGE_SIZE, total: 26 });
    const second = await getPosts(`/api/sets/${BUSY_SET}/posts?offset=20`);
    expect(second.pagination).toEqual({ offset: 20, count: 6, total: 26 });
    const order = [...first.data, ...second.data].map((post) => post.id);
    expect(order).toEqual([25, 24, ...Array.from({ length: 23 }, (_, i) => 23 - i), 29]);

    expect(first.data[0]).toEqual({
      id: 25,
      text: 'Comment 25',
      set_timestamp: 24 * 60_000,
      set_meta_id: BUSY_SET,
      track_meta_id: null,
      timestamp: new Date(BASE + 23 * 60_000).toISOString(),
      author: { id: 1, username: 'ada', avatar_url: '/avatars/ada.png' },
    });
    expect(first.data[1]?.author).toEqual({ id: 2, username: 'bo', avatar_url: null });
    expect(second.data.at(-1)).toMatchObject({
      id: 29,
      set_meta_id: BUSY_SET,
      track_meta_id: TRACK,
    });
  });

  it('answers an empty page for a set nobody commented on, and past the end', async () => {
    expect(await getPosts(`/api/sets/${QUIET_SET}/posts`)).toEqual({
      data: [],
      pagination: { offset: 0, count: 0, total: 0 },
    });
    expect((await getPosts(`/api/sets/${BUSY_SET}/posts?offset=40`)).pagination).toEqual({
      offset: 40,
      count: 0,
      total: 26,
    });
  });

  it('answers 404 for a set that does not exist', async () => {
    const response = await testApp.app.inject({ url: '/api/sets/999/posts' });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).code).toBe(404);
  });
});

describe('GET /api/tracks/{id}/posts', () => {
  it("pages the track's comments newest first, those made at a set's moment too", async () => {
    const page = await getPosts(`/api/tracks/${TRACK}/posts?limit=2`);
    expect(page.pagination).toEqual({ offset: 0, count: 2, total: 4 });
    expect(page.data.map((post) => post.id)).toEqual([28, 27]);
    expect(page.data[0]).toMatchObject({
      set_meta_id: null,
      set_timestamp: null,
      track_meta_id: TRACK,
    });
    const rest = await getPosts(`/api/tracks/${TRACK}/posts?offset=2`);
    expect(rest.data.map((post) => post.id)).toEqual([26, 29]);
    expect(await getPosts(`/api/tracks/${QUIET_TRACK}/posts`)).toEqual({
      data: [],
      pagination: { offset: 0, count: 0, total: 0 },
    });
  });

  it('answers 404 for a track that does not exist', async () => {
    const response = await testApp.app.inject({ url: '/api/tracks/999/posts?offset=20' });
    expect(response.statusCode).toBe(404);
  });
});

describe('posts lists with bad values', () => {
  it.each([
    ['/api/sets/abc/posts', 'params', 'id'],
    ['/api/sets/0/posts', 'params', 'id'],
    ['/api/tracks/-3/posts', 'params', 'id'],
    ['/api/tracks/2147483648/posts', 'params', 'id'],
    ['/api/sets/1.5/posts', 'params', 'id'],
    ['/api/sets/1/posts?offset=-1', 'query', 'offset'],
    ['/api/sets/1/posts?limit=101', 'query', 'limit'],
    ['/api/tracks/1/posts?limit=1&limit=2', 'query', 'limit'],
    ['/api/tracks/1/posts?offset=99999999999999999999', 'query', 'offset'],
  ])('%s → 422 naming errors.%s.%s', async (url, location, field) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(422);
    const body = ValidationErrorBodySchema.parse(response.json());
    const errors = body.errors[location as 'params' | 'query'] ?? {};
    expect(Object.keys(errors)).toEqual([field]);
  });
});
