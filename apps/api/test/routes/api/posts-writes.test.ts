import {
  ErrorBodySchema,
  PostSchema,
  PostsPageSchema,
  ValidationErrorBodySchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  LONE_TRACK,
  OTHER_SET,
  OTHER_TRACK_IN_SET,
  SET,
  SET_DURATION_MS,
  TRACK_IN_SET,
  commentOn,
  deleteComment,
  postComment,
  putComment,
  storedPosts,
  writePostsWorld,
  type Commenter,
  type Headers,
} from './posts-fixture.ts';

let testApp: TestApp;
let ada: Commenter;
let bo: Commenter;

beforeAll(async () => {
  // The per-user limit has its own test (posts-validation): here one user writes many comments.
  testApp = await buildTestApp(
    { seed: 'none' },
    { authLimits: { commentWritesPerUserPerMinute: 1000 } },
  );
  ({ ada, bo } = await writePostsWorld(testApp.app));
});

afterAll(async () => {
  await testApp.close();
});

/** A list as a guest reads it: through the shared read cache. */
async function guestList(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return PostsPageSchema.parse(response.json());
}

const idsOf = async (url: string) => (await guestList(url)).data.map((post) => post.id);

function expectStatus(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(ErrorBodySchema.parse(response.json()).code).toBe(status);
}

function refusedFields(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  return Object.keys(ValidationErrorBodySchema.parse(response.json()).errors.json ?? {});
}

describe('POST /api/posts', () => {
  it('writes a comment on a set, answers it with its author, and lists it first for every reader at once', async () => {
    // Read first, so the guest answer is in the cache when the comment is written.
    const before = await idsOf(`/api/sets/${SET}/posts`);
    const written = new Date();
    const post = await commentOn(testApp.app, ada, { text: 'What a start', set_meta_id: SET });

    expect(post).toMatchObject({
      text: 'What a start',
      set_meta_id: SET,
      track_meta_id: null,
      set_timestamp: null,
      author: { id: ada.id, username: 'ada', avatar_url: null },
    });
    expect(Math.abs(Date.parse(post.timestamp) - written.getTime())).toBeLessThan(60_000);
    const page = await guestList(`/api/sets/${SET}/posts`);
    expect(page.data[0]).toEqual(post);
    expect(page.pagination.total).toBe(before.length + 1);
    expect(await idsOf(`/api/sets/${OTHER_SET}/posts`)).not.toContain(post.id);
  });

  it('writes one about a track of the set at a moment of it: on the set and on the track page', async () => {
    await idsOf(`/api/tracks/${OTHER_TRACK_IN_SET}/posts`);
    const post = await commentOn(testApp.app, bo, {
      text: 'This drop at 31:00',
      set_meta_id: SET,
      track_meta_id: OTHER_TRACK_IN_SET,
      set_timestamp: 1_860_000,
    });
    expect(post).toMatchObject({
      set_meta_id: SET,
      track_meta_id: OTHER_TRACK_IN_SET,
      set_timestamp: 1_860_000,
      author: { id: bo.id, username: 'bo' },
    });
    expect((await idsOf(`/api/sets/${SET}/posts`))[0]).toBe(post.id);
    expect((await idsOf(`/api/tracks/${OTHER_TRACK_IN_SET}/posts`))[0]).toBe(post.id);
  });

  it("takes a moment at the set's very start and at its very end", async () => {
    for (const moment of [0, SET_DURATION_MS]) {
      const post = await commentOn(testApp.app, ada, {
        text: `At ${moment}`,
        set_meta_id: SET,
        track_meta_id: null,
        set_timestamp: moment,
      });
      expect(post.set_timestamp).toBe(moment);
    }
  });

  it('writes one on a track page (no set): on that track page only', async () => {
    await idsOf(`/api/tracks/${LONE_TRACK}/posts`);
    const post = await commentOn(testApp.app, ada, {
      text: 'Where can I buy this?',
      set_meta_id: null,
      track_meta_id: LONE_TRACK,
      set_timestamp: null,
    });
    expect(post).toMatchObject({ set_meta_id: null, track_meta_id: LONE_TRACK });
    expect(await idsOf(`/api/tracks/${LONE_TRACK}/posts`)).toEqual([post.id]);
    expect(await idsOf(`/api/sets/${SET}/posts`)).not.toContain(post.id);
  });

  it('answers 404 for a set or track that does not exist, and writes nothing', async () => {
    const stored = await storedPosts(testApp.app);
    const unknown = [
      { text: 'Hm', set_meta_id: 999 },
      { text: 'Hm', track_meta_id: 999 },
      { text: 'Hm', set_meta_id: SET, track_meta_id: 999 },
      { text: 'Hm', set_meta_id: 999, track_meta_id: TRACK_IN_SET },
    ];
    for (const payload of unknown) {
      expectStatus(await postComment(testApp.app, ada.headers, payload), 404);
    }
    expect(await storedPosts(testApp.app)).toEqual(stored);
  });

  it('answers 422 for a track not on the set, or a moment past its end, and writes nothing', async () => {
    const stored = await storedPosts(testApp.app);
    const notOnSet = await postComment(testApp.app, ada.headers, {
      text: 'Hm',
      set_meta_id: SET,
      track_meta_id: LONE_TRACK,
    });
    expect(refusedFields(notOnSet)).toEqual(['track_meta_id']);
    const onEmptySet = await postComment(testApp.app, ada.headers, {
      text: 'Hm',
      set_meta_id: OTHER_SET,
      track_meta_id: TRACK_IN_SET,
    });
    expect(refusedFields(onEmptySet)).toEqual(['track_meta_id']);
    const pastTheEnd = await postComment(testApp.app, ada.headers, {
      text: 'Hm',
      set_meta_id: SET,
      set_timestamp: SET_DURATION_MS + 1,
    });
    expect(refusedFields(pastTheEnd)).toEqual(['set_timestamp']);
    expect(await storedPosts(testApp.app)).toEqual(stored);
  });
});

describe('PUT /api/posts/{id}', () => {
  it('changes the text and the moment, keeps the target, the time written and the place in the list', async () => {
    const first = await commentOn(testApp.app, ada, {
      text: 'Track ID?',
      set_meta_id: SET,
      track_meta_id: TRACK_IN_SET,
      set_timestamp: 60_000,
    });
    const second = await commentOn(testApp.app, bo, { text: 'Later one', set_meta_id: SET });
    await idsOf(`/api/sets/${SET}/posts`);

    const response = await putComment(testApp.app, ada.headers, first.id, {
      text: 'Track ID? Found it, never mind',
      set_meta_id: SET,
      track_meta_id: TRACK_IN_SET,
      set_timestamp: 90_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = { ...first, text: 'Track ID? Found it, never mind', set_timestamp: 90_000 };
    expect(PostSchema.parse(response.json())).toEqual(edited);

    const page = await guestList(`/api/sets/${SET}/posts`);
    expect(page.data.slice(0, 2)).toEqual([second, edited]);
    expect((await guestList(`/api/tracks/${TRACK_IN_SET}/posts`)).data[0]).toEqual(edited);
  });

  it('replaces the moment with null when it is left out, and takes the text alone', async () => {
    const post = await commentOn(testApp.app, ada, {
      text: 'At the hour',
      set_meta_id: SET,
      set_timestamp: 3_000_000,
    });
    const response = await putComment(testApp.app, ada.headers, post.id, { text: 'Anywhere' });
    expect(response.statusCode, response.body).toBe(200);
    expect(PostSchema.parse(response.json())).toEqual({
      ...post,
      text: 'Anywhere',
      set_timestamp: null,
    });
  });

  it('refuses to move a comment, or to give a track-page comment a moment, changing nothing', async () => {
    const onSet = await commentOn(testApp.app, ada, {
      text: 'Stay here',
      set_meta_id: SET,
      track_meta_id: TRACK_IN_SET,
    });
    const onTrack = await commentOn(testApp.app, ada, {
      text: 'And here',
      track_meta_id: LONE_TRACK,
    });
    const stored = await storedPosts(testApp.app);
    const refusals: [number, object, string[]][] = [
      [onSet.id, { text: 'Moved', set_meta_id: OTHER_SET }, ['set_meta_id']],
      [onSet.id, { text: 'Moved', set_meta_id: null }, ['set_meta_id']],
      [onSet.id, { text: 'Moved', track_meta_id: OTHER_TRACK_IN_SET }, ['track_meta_id']],
      [onSet.id, { text: 'Late', set_timestamp: SET_DURATION_MS + 1 }, ['set_timestamp']],
      [onTrack.id, { text: 'Moved', set_meta_id: SET }, ['set_meta_id']],
      [onTrack.id, { text: 'When?', set_timestamp: 0 }, ['set_timestamp']],
    ];
    for (const [id, payload, fields] of refusals) {
      expect(refusedFields(await putComment(testApp.app, ada.headers, id, payload))).toEqual(
        fields,
      );
    }
    expect(await storedPosts(testApp.app)).toEqual(stored);
  });
});

describe('DELETE /api/posts/{id}', () => {
  it('deletes the comment: 204 without a body, gone from every list at once, then 404', async () => {
    const post = await commentOn(testApp.app, bo, {
      text: 'Oops, wrong set',
      set_meta_id: SET,
      track_meta_id: TRACK_IN_SET,
    });
    expect(await idsOf(`/api/sets/${SET}/posts`)).toContain(post.id);
    expect(await idsOf(`/api/tracks/${TRACK_IN_SET}/posts`)).toContain(post.id);

    const response = await deleteComment(testApp.app, bo.headers, post.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await idsOf(`/api/sets/${SET}/posts`)).not.toContain(post.id);
    expect(await idsOf(`/api/tracks/${TRACK_IN_SET}/posts`)).not.toContain(post.id);
    expectStatus(await deleteComment(testApp.app, bo.headers, post.id), 404);
  });
});

describe('who may write', () => {
  it('answers 401 without a token, or with a bad one, and writes nothing', async () => {
    const post = await commentOn(testApp.app, ada, { text: 'Mine', set_meta_id: SET });
    const stored = await storedPosts(testApp.app);
    const callers: Headers[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of callers) {
      expectStatus(await postComment(testApp.app, headers, { text: 'x', set_meta_id: SET }), 401);
      expectStatus(await putComment(testApp.app, headers, post.id, { text: 'x' }), 401);
      expectStatus(await deleteComment(testApp.app, headers, post.id), 401);
    }
    expect(await storedPosts(testApp.app)).toEqual(stored);
  });

  it("answers 403 to an edit or deletion of another user's comment, which stays as it was", async () => {
    const post = await commentOn(testApp.app, ada, { text: 'Ada wrote this', set_meta_id: SET });
    const stored = await storedPosts(testApp.app);
    expectStatus(await putComment(testApp.app, bo.headers, post.id, { text: 'Bo did' }), 403);
    expectStatus(await deleteComment(testApp.app, bo.headers, post.id), 403);
    expect(await storedPosts(testApp.app)).toEqual(stored);
    expect((await guestList(`/api/sets/${SET}/posts`)).data).toContainEqual(post);
  });

  it('answers 404 for a comment id nobody has, and 422 for an id that is not one', async () => {
    for (const id of [999_999, 2_147_483_647]) {
      expectStatus(await putComment(testApp.app, ada.headers, id, { text: 'x' }), 404);
      expectStatus(await deleteComment(testApp.app, ada.headers, id), 404);
    }
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
      const edit = await putComment(testApp.app, ada.headers, id, { text: 'x' });
      expect(edit.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBodySchema.parse(edit.json()).errors)).toEqual(['params']);
      expect((await deleteComment(testApp.app, ada.headers, id)).statusCode).toBe(422);
    }
  });
});
