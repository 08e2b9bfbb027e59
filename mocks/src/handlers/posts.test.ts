import {
  createPost,
  deletePost,
  listSetPosts,
  listTrackPosts,
  updatePost,
  type Post,
  type PostsPage,
} from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { POST_FIXTURES } from '../fixtures/catalog/posts.ts';
import { GOOGLE_USER, PASSWORD_USER } from '../fixtures/users.ts';
import {
  POSTS_REFUSED_DELAY_MS,
  POSTS_SLOW_DELAY_MS,
  mockDb,
  mockServer,
  postsHandlers,
} from '../node.ts';
import { callContract as call } from '../testing/contract-call.ts';
import { GIL, NADIA, withMockApi } from '../testing/mock-api.ts';

withMockApi();

// NADIA (PASSWORD_USER) wrote posts 1, 4, 7 and 10; GIL (GOOGLE_USER) posts 2, 5, 8 and 11.

const SET = mockDb.sets.get(1)!;
const ON_SET = mockDb.setTracks.all().find((entry) => entry.set_meta_id === SET.id)!.track_meta_id;
const OFF_SET = mockDb.tracks
  .all()
  .find(
    (track) =>
      !mockDb.setTracks
        .all()
        .some((entry) => entry.set_meta_id === SET.id && entry.track_meta_id === track.id),
  )!.id;
const NADIAS = POST_FIXTURES.find(
  (post) => post.author.id === PASSWORD_USER.id && post.set_meta_id === SET.id,
)!;
const GILS = POST_FIXTURES.find((post) => post.author.id === GOOGLE_USER.id)!;
const UNKNOWN = 999_999;

async function thread(on: 'set' | 'track', id: number): Promise<Post[]> {
  const { body } = await call(on === 'set' ? listSetPosts : listTrackPosts, { params: { id } });
  return (body as PostsPage).data;
}

const onTheSet = { set_meta_id: SET.id, track_meta_id: null, set_timestamp: 61_000 };

describe('postsHandlers: writing a comment', () => {
  it('adds the caller’s comment to the set’s thread, newest first, with its author', async () => {
    const created = await call(createPost, {
      body: { text: 'First time hearing this one.', ...onTheSet },
      bearer: NADIA,
    });
    expect(created.status).toBe(201);
    const post = created.body as Post;
    expect(post).toMatchObject({
      text: 'First time hearing this one.',
      ...onTheSet,
      author: { id: PASSWORD_USER.id, username: PASSWORD_USER.username, avatar_url: null },
    });
    expect(POST_FIXTURES.map((fixture) => fixture.id)).not.toContain(post.id);

    const posts = await thread('set', SET.id);
    expect(posts[0]).toEqual(post);
    expect(posts).toHaveLength(POST_FIXTURES.filter((p) => p.set_meta_id === SET.id).length + 1);
  });

  it('comments on a track page (no set) and on a track of the set, each in the track’s thread', async () => {
    const onPage = await call(createPost, {
      body: { text: 'On the page', set_meta_id: null, track_meta_id: ON_SET, set_timestamp: null },
      bearer: GIL,
    });
    expect(onPage.status).toBe(201);
    const inSet = await call(createPost, {
      body: { text: 'In the set', set_meta_id: SET.id, track_meta_id: ON_SET },
      bearer: NADIA,
    });
    expect(inSet.status).toBe(201);
    expect((await thread('track', ON_SET)).slice(0, 2).map((post) => post.text)).toEqual([
      'In the set',
      'On the page',
    ]);
    expect((await thread('set', SET.id))[0]?.text).toBe('In the set');
  });

  it('needs a signed-in caller', async () => {
    const body = { text: 'Hello', ...onTheSet };
    expect((await call(createPost, { body })).status).toBe(401);
    expect((await call(createPost, { body, bearer: 'no-such-token' })).status).toBe(401);
    expect(await thread('set', SET.id)).toHaveLength(6);
  });

  it('answers 404 for an unknown set or track', async () => {
    const unknownSet = await call(createPost, {
      body: { text: 'Hello', set_meta_id: UNKNOWN },
      bearer: NADIA,
    });
    expect(unknownSet).toEqual({
      status: 404,
      body: { code: 404, message: 'Not Found', description: 'No set has this id.' },
    });
    const unknownTrack = await call(createPost, {
      body: { text: 'Hello', set_meta_id: null, track_meta_id: UNKNOWN },
      bearer: NADIA,
    });
    expect(unknownTrack.status).toBe(404);
  });

  it('answers 422 in the API’s error shape for text, a track off the set or a moment past its end', async () => {
    const cases: [unknown, string][] = [
      [{ text: '  \n ', ...onTheSet }, 'text'],
      [{ text: 'x'.repeat(2001), ...onTheSet }, 'text'],
      [{ text: 'bell\u0007', ...onTheSet }, 'text'],
      [{ text: 'Hello', set_meta_id: null, track_meta_id: null }, 'set_meta_id'],
      [{ text: 'Hello', set_meta_id: SET.id, track_meta_id: OFF_SET }, 'track_meta_id'],
      [{ text: 'Hello', set_meta_id: SET.id, set_timestamp: SET.duration + 1 }, 'set_timestamp'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(createPost, { body, bearer: NADIA });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body).toMatchObject({
        code: 422,
        errors: { json: { [field]: [expect.any(String)] } },
      });
    }
    // An emoji is one code point of the 2,000, as the reader counts it.
    const emoji = await call(createPost, {
      body: { text: '🎧'.repeat(2000), ...onTheSet },
      bearer: NADIA,
    });
    expect(emoji.status).toBe(201);
    expect(await thread('set', SET.id)).toHaveLength(7);
  });
});

describe('postsHandlers: editing and deleting', () => {
  it('edits the caller’s own comment in place: new text and moment, same place in the thread', async () => {
    const before = (await thread('set', SET.id)).map((post) => post.id);
    const edited = await call(updatePost, {
      params: { id: NADIAS.id },
      body: { text: 'Edited', set_meta_id: SET.id, track_meta_id: null, set_timestamp: 5_000 },
      bearer: NADIA,
    });
    expect(edited).toEqual({
      status: 200,
      body: { ...NADIAS, text: 'Edited', set_timestamp: 5_000 },
    });
    const after = await thread('set', SET.id);
    expect(after.map((post) => post.id)).toEqual(before);
    expect(after.find((post) => post.id === NADIAS.id)?.text).toBe('Edited');

    // A left-out moment is null, as the server reads it.
    const cleared = await call(updatePost, {
      params: { id: NADIAS.id },
      body: { text: 'Edited again' },
      bearer: NADIA,
    });
    expect(cleared.body).toMatchObject({ text: 'Edited again', set_timestamp: null });
  });

  it('refuses an edit of another’s comment (403), of none (404), without a caller (401), or a move (422)', async () => {
    const body = { text: 'Mine now' };
    expect((await call(updatePost, { params: { id: GILS.id }, body, bearer: NADIA })).body).toEqual(
      { code: 403, message: 'Forbidden', description: 'This comment is not yours.' },
    );
    expect((await call(updatePost, { params: { id: UNKNOWN }, body, bearer: NADIA })).status).toBe(
      404,
    );
    expect((await call(updatePost, { params: { id: NADIAS.id }, body })).status).toBe(401);
    const moved = await call(updatePost, {
      params: { id: NADIAS.id },
      body: { text: 'Moved', set_meta_id: 2 },
      bearer: NADIA,
    });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject({ errors: { json: { set_meta_id: [expect.any(String)] } } });
    const empty = await call(updatePost, {
      params: { id: NADIAS.id },
      body: { text: '' },
      bearer: NADIA,
    });
    expect(empty.status).toBe(422);
    expect(mockDb.posts.get(GILS.id)).toEqual(GILS);
    expect(mockDb.posts.get(NADIAS.id)).toEqual(NADIAS);
  });

  it('deletes the caller’s own comment from its thread, and only theirs', async () => {
    expect((await call(deletePost, { params: { id: NADIAS.id }, bearer: NADIA })).status).toBe(204);
    expect((await thread('set', SET.id)).map((post) => post.id)).not.toContain(NADIAS.id);
    expect((await call(deletePost, { params: { id: NADIAS.id }, bearer: NADIA })).status).toBe(404);
    expect((await call(deletePost, { params: { id: GILS.id }, bearer: NADIA })).status).toBe(403);
    expect((await call(deletePost, { params: { id: GILS.id } })).status).toBe(401);
    expect(mockDb.posts.get(GILS.id)).toEqual(GILS);
  });
});

describe('postsHandlers variants', () => {
  it('.writeRefused reads as usual but answers every write 500 after a moment, changing nothing', async () => {
    mockServer.use(...postsHandlers.writeRefused);
    expect(await thread('set', SET.id)).toHaveLength(6);
    const started = performance.now();
    const answers = await Promise.all([
      call(createPost, { body: { text: 'Hello', ...onTheSet }, bearer: NADIA }),
      call(updatePost, { params: { id: NADIAS.id }, body: { text: 'Edited' }, bearer: NADIA }),
      call(deletePost, { params: { id: NADIAS.id }, bearer: NADIA }),
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(POSTS_REFUSED_DELAY_MS - 5);
    for (const answer of answers) {
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: 500, message: 'Internal Server Error' });
    }
    expect(mockDb.posts.all()).toEqual(POST_FIXTURES);
  });

  it('.writeSlow writes as the default does, after 1.5 s', async () => {
    mockServer.use(...postsHandlers.writeSlow);
    const started = performance.now();
    const created = await call(createPost, {
      body: { text: 'Slowly', ...onTheSet },
      bearer: NADIA,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(POSTS_SLOW_DELAY_MS - 5);
    expect(created.status).toBe(201);
    expect((await thread('set', SET.id))[0]?.text).toBe('Slowly');
  });

  it('.empty starts every thread empty and takes new comments', async () => {
    mockServer.use(...postsHandlers.empty);
    expect(await thread('set', SET.id)).toEqual([]);
    await call(createPost, { body: { text: 'First!', ...onTheSet }, bearer: NADIA });
    expect((await thread('set', SET.id)).map((post) => post.text)).toEqual(['First!']);
  });
});
