import { ErrorBodySchema } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../../src/config.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

// No endpoint takes a body yet: this test-only route stands for every future write endpoint
// (hidden: it is in no contract, so the OpenAPI plugin would refuse it otherwise).
const ECHO = '/api/test-echo';
const HIDDEN = { schema: { hide: true } };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp(
    { seed: 'none' },
    {
      extend: (app) => {
        app.post(ECHO, HIDDEN, async (request) => ({ received: request.body }));
        app.get('/api/test-explode', HIDDEN, async () => {
          throw new Error('relation "users" does not exist: SELECT * FROM users');
        });
      },
    },
  );
});

afterAll(async () => {
  await testApp.close();
});

const post = (payload: string | Buffer, contentType?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: ECHO,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });

/** The error body of design.md section 3, with nothing of the server's insides. */
function expectError(response: Awaited<ReturnType<typeof post>>, code: number) {
  expect(response.statusCode).toBe(code);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = ErrorBodySchema.parse(response.json());
  expect(body.code).toBe(code);
  expect(body.description).toBeTruthy();
  expect(response.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|SELECT|FST_ERR/);
  return body;
}

describe('request bodies', () => {
  it('reads a JSON body, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const response = await post(JSON.stringify({ name: 'Ölmusik ✓' }), type);
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toEqual({ received: { name: 'Ölmusik ✓' } });
    }
  });

  it('answers 413 to a body over 1 MB, saying the limit', async () => {
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
    const big = JSON.stringify({ text: 'x'.repeat(1.1 * 1024 * 1024) });
    const body = expectError(await post(big, 'application/json'), 413);
    expect(body).toEqual({
      code: 413,
      message: 'Payload Too Large',
      description: 'Request bodies are at most 1 MB.',
    });
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'name=hello&genre=techno'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    ],
    ['application/xml', '<set/>'],
  ])('answers 415 to a %s body: only JSON is read', async (type, payload) => {
    const body = expectError(await post(payload, type), 415);
    expect(body).toEqual({
      code: 415,
      message: 'Unsupported Media Type',
      description: 'Send JSON: Content-Type application/json.',
    });
  });

  it('answers 415 to a body sent without a Content-Type', async () => {
    expect(expectError(await post('{"name": "hello"}'), 415).description).toBe(
      'Send JSON: Content-Type application/json.',
    );
  });

  it.each([
    ['truncated', '{"name": "hel'],
    ['trailing comma', '{"name": "hello",}'],
    ['not JSON at all', 'name=hello'],
  ])('answers 400 to malformed JSON (%s)', async (_, payload) => {
    const body = expectError(await post(payload, 'application/json'), 400);
    expect(body.description).toBe('The body is not valid JSON.');
  });

  it('answers 400 to an empty body that claims to be JSON', async () => {
    expectError(await post('', 'application/json'), 400);
  });

  it('refuses prototype poisoning with a 400', async () => {
    expectError(await post('{"__proto__": {"admin": true}}', 'application/json'), 400);
  });

  it.each([
    ['a value', '{"name": "a\\u0000b"}'],
    ['a nested value', '{"tracks": [{"title": ["ok", "x\\u0000"]}]}'],
    ['a key', '{"na\\u0000me": "b"}'],
    ['an unpaired surrogate', '{"name": "\\ud800"}'],
  ])('answers 400 to a string PostgreSQL cannot store as sent: NUL in %s', async (_, payload) => {
    const body = expectError(await post(payload, 'application/json'), 400);
    expect(body.description).toMatch(/^JSON strings may not contain /);
  });

  it('finds a NUL however deep it is nested, without overflowing the stack', async () => {
    const depth = 100_000;
    const payload = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    expectError(await post(payload, 'application/json'), 400);
  });

  it('keeps escaped text that only looks like NUL, and paired surrogates', async () => {
    const response = await post('{"name": "\\\\u0000 🎧"}', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { name: '\\u0000 🎧' } });
  });
});

describe('error bodies', () => {
  it('never carry a stack trace or SQL, 5xx or 4xx', async () => {
    const failure = await testApp.app.inject({ url: '/api/test-explode' });
    expect(expectError(failure, 500).message).toBe('Internal Server Error');
    for (const response of [
      await post('{"a":', 'application/json'),
      await post('x', 'text/plain'),
      await testApp.app.inject({ url: '/api/sets?offset=-1' }),
      await testApp.app.inject({ url: '/api/nowhere' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|"stack"/);
    }
  });
});
