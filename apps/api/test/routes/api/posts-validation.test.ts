import {
  ErrorBodySchema,
  POST_TEXT_MAX_LENGTH,
  PostSchema,
  PostsPageSchema,
  ValidationErrorBodySchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  LONE_TRACK,
  SET,
  commentOn,
  postComment,
  putComment,
  storedPosts,
  writePostsWorld,
  type Commenter,
} from './posts-fixture.ts';

let testApp: TestApp;
let ada: Commenter;
let bo: Commenter;
const LIMIT = 40;

beforeAll(async () => {
  testApp = await buildTestApp(
    { seed: 'none' },
    { authLimits: { commentWritesPerUserPerMinute: LIMIT } },
  );
  ({ ada, bo } = await writePostsWorld(testApp.app));
});

afterAll(async () => {
  await testApp.close();
});

const onSet = (fields: object) => ({ text: 'Fine', set_meta_id: SET, ...fields });
const huge = 2 ** 53;

/** Refused bodies: what is sent, and the fields the 422 must name (errors.json). */
const REFUSED: [string, unknown, string[]][] = [
  ['no text', { set_meta_id: SET }, ['text']],
  ['empty text', onSet({ text: '' }), ['text']],
  ['white space only', onSet({ text: ' \n\t\u00a0\u3000 ' }), ['text']],
  ['zero-width characters only', onSet({ text: '\u200b\u200d\ufeff' }), ['text']],
  ['text over the limit', onSet({ text: 'x'.repeat(POST_TEXT_MAX_LENGTH + 1) }), ['text']],
  ['emoji over the limit', onSet({ text: '🎧'.repeat(POST_TEXT_MAX_LENGTH + 1) }), ['text']],
  ['a carriage return', onSet({ text: 'one\r\ntwo' }), ['text']],
  ['an escape sequence', onSet({ text: '\u001b[31mred' }), ['text']],
  ['a C1 control', onSet({ text: 'a\u0085b' }), ['text']],
  ['text as a number', onSet({ text: 42 }), ['text']],
  ['text as an array', onSet({ text: ['hi'] }), ['text']],
  ['neither set nor track', { text: 'Fine' }, ['set_meta_id']],
  ['both null', { text: 'Fine', set_meta_id: null, track_meta_id: null }, ['set_meta_id']],
  ['a set id as a string', onSet({ set_meta_id: '1' }), ['set_meta_id']],
  ['a set id of 0', onSet({ set_meta_id: 0 }), ['set_meta_id']],
  ['a fractional track id', onSet({ track_meta_id: 1.5 }), ['track_meta_id']],
  ['a track id past the integers', onSet({ track_meta_id: 2_147_483_648 }), ['track_meta_id']],
  ['a negative moment', onSet({ set_timestamp: -1 }), ['set_timestamp']],
  ['a fractional moment', onSet({ set_timestamp: 1.5 }), ['set_timestamp']],
  ['a moment as a string', onSet({ set_timestamp: '1000' }), ['set_timestamp']],
  ['a huge moment', onSet({ set_timestamp: huge }), ['set_timestamp']],
  ['a moment past any set', onSet({ set_timestamp: 1e300 }), ['set_timestamp']],
  [
    'a moment on a track page',
    { text: 'Fine', track_meta_id: LONE_TRACK, set_timestamp: 1000 },
    ['set_timestamp'],
  ],
  ['an unknown field', onSet({ user_id: 2 }), ['_']],
  ['an id of its own', onSet({ id: 1 }), ['_']],
];

describe('POST and PUT /api/posts with bad values', () => {
  it.each(REFUSED)(
    'POST with %s → 422 naming the field, nothing written',
    async (_, body, fields) => {
      const stored = await storedPosts(testApp.app);
      const response = await postComment(testApp.app, ada.headers, body as object);
      expect(response.statusCode, response.body).toBe(422);
      const errors = ValidationErrorBodySchema.parse(response.json()).errors;
      expect(Object.keys(errors)).toEqual(['json']);
      expect(Object.keys(errors.json ?? {}).sort()).toEqual(fields);
      expect(await storedPosts(testApp.app)).toEqual(stored);
    },
  );

  it('PUT refuses the same text, moments and fields, changing nothing', async () => {
    const post = await commentOn(testApp.app, ada, { text: 'Keep me', set_meta_id: SET });
    const stored = await storedPosts(testApp.app);
    const edits = REFUSED.filter(([why]) => !/set nor track|both null|track page/.test(why));
    for (const [why, body, fields] of edits) {
      const response = await putComment(testApp.app, ada.headers, post.id, body as object);
      expect(response.statusCode, why).toBe(422);
      const errors = ValidationErrorBodySchema.parse(response.json()).errors.json ?? {};
      expect(Object.keys(errors).sort(), why).toEqual(fields);
    }
    expect(await storedPosts(testApp.app)).toEqual(stored);
  });

  // The JSON body parser refuses these for every route before any schema sees them
  // (plugins/external/json-bodies.ts): PostgreSQL text could not store them as sent.
  it.each([
    ['a NUL character', 'before\u0000after', 'the NUL character'],
    ['a lone surrogate', 'half \ud83c', 'an unpaired UTF-16 surrogate'],
  ])('POST and PUT with %s → 400 saying so, nothing written', async (_, text, why) => {
    const post = await commentOn(testApp.app, ada, { text: 'Keep me too', set_meta_id: SET });
    const stored = await storedPosts(testApp.app);
    for (const response of [
      await postComment(testApp.app, ada.headers, onSet({ text })),
      await putComment(testApp.app, ada.headers, post.id, { text }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).description).toContain(why);
    }
    expect(await storedPosts(testApp.app)).toEqual(stored);
  });

  it('answers 400 for a body that is not JSON and 415 for one that is not typed JSON', async () => {
    const stored = await storedPosts(testApp.app);
    const send = (payload: string, type: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { ...ada.headers, 'content-type': type },
        payload,
      });
    expect((await send('{"text": "hi", ', 'application/json')).statusCode).toBe(400);
    expect((await send('text=hi&set_meta_id=1', 'text/plain')).statusCode).toBe(415);
    expect(await storedPosts(testApp.app)).toEqual(stored);
  });
});

describe('the text of a comment', () => {
  it(`takes ${POST_TEXT_MAX_LENGTH} characters, counted in code points (emoji are one each)`, async () => {
    for (const text of ['x'.repeat(POST_TEXT_MAX_LENGTH), '🎧'.repeat(POST_TEXT_MAX_LENGTH)]) {
      const post = await commentOn(testApp.app, ada, { text, set_meta_id: SET });
      expect(post.text).toBe(text);
    }
  });

  it.each([
    ['emoji and joiners', '🔥🔥 this 👩🏽‍🎤 set 🇩🇪'],
    ['right-to-left text', 'מוזיקה טובה – موسيقى رائعة'],
    ['HTML metacharacters', `<script>alert("x")</script> & <b>'bold'</b> &amp; \\`],
    ['white space around and inside', '  first line\n\tindented line\n\n  '],
    ['combining marks and bidi controls', 'Ame\u0301 \u202ereversed\u202c'],
  ])('stores and answers %s exactly as sent', async (_, text) => {
    const written = await commentOn(testApp.app, bo, { text, set_meta_id: SET });
    expect(written.text).toBe(text);
    const page = PostsPageSchema.parse(
      (await testApp.app.inject({ url: `/api/sets/${SET}/posts?limit=1` })).json(),
    );
    expect(page.data[0]?.text).toBe(text);

    const edit = await putComment(testApp.app, bo.headers, written.id, { text: `${text}!` });
    expect(PostSchema.parse(edit.json()).text).toBe(`${text}!`);
    const rows = await storedPosts(testApp.app);
    expect(rows.find((row) => row.id === written.id)?.text).toBe(`${text}!`);
  });
});

describe('the limit on comment writes', () => {
  it('answers 429 with Retry-After past the writes of a minute per user, writing nothing; others still write', async () => {
    const account = await buildTestApp(
      { seed: 'none' },
      { authLimits: { commentWritesPerUserPerMinute: 2 } },
    );
    try {
      const world = await writePostsWorld(account.app);
      const first = await commentOn(account.app, world.ada, { text: 'One', set_meta_id: SET });
      const edit = await putComment(account.app, world.ada.headers, first.id, { text: 'Two' });
      expect(edit.statusCode).toBe(200);
      const stored = await storedPosts(account.app);

      const refused = [
        await postComment(account.app, world.ada.headers, { text: 'Three', set_meta_id: SET }),
        await putComment(account.app, world.ada.headers, first.id, { text: 'Three' }),
      ];
      for (const response of refused) {
        expect(response.statusCode).toBe(429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(ErrorBodySchema.parse(response.json()).code).toBe(429);
      }
      expect(await storedPosts(account.app)).toEqual(stored);

      await commentOn(account.app, world.bo, { text: 'Bo is fine', set_meta_id: SET });
      const removal = await account.app.inject({
        method: 'DELETE',
        url: `/api/posts/${first.id}`,
        headers: world.ada.headers,
      });
      expect(removal.statusCode).toBe(204);
    } finally {
      await account.close();
    }
  });
});
