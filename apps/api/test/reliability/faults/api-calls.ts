import { randomBytes } from 'node:crypto';
import { API_PREFIX, TokenPairSchema, UserSchema } from '@rabbithole/api-contract';
import { expect } from 'vitest';

/** One answer of a real server: status, headers and the parsed JSON body (null when none). */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** A JSON call to a listening server; a network failure (a killed server) rejects. */
export async function callApi(
  base: string,
  method: string,
  path: string,
  { token, body, timeoutMs = 10_000 }: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${API_PREFIX}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** An account registered through the API, signed in. */
export interface Writer {
  id: number;
  username: string;
  password: string;
  token: string;
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}${API_PREFIX}/tokens`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    },
  });
  expect(response.status, `sign-in of ${username}`).toBe(200);
  return TokenPairSchema.parse(await response.json()).access_token;
}

/** `count` new accounts, registered and signed in as a person would be (random names). */
export async function registerWriters(base: string, count: number): Promise<Writer[]> {
  const run = randomBytes(3).toString('hex');
  const writers: Writer[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `faults_${run}_${index}`;
    const password = `${username} password`;
    const registered = await callApi(base, 'POST', '/users', {
      body: {
        username,
        email: `${username}@example.test`,
        password,
        auth_provider: 'web_client',
      },
    });
    expect(registered.status, registered.text).toBe(201);
    const { id } = UserSchema.parse(registered.body);
    writers.push({ id, username, password, token: await signIn(base, username, password) });
  }
  return writers;
}

/** Ids of the first rows of a catalog list (sets or tracks). */
export async function firstIds(base: string, list: 'sets' | 'tracks', count: number) {
  const answer = await callApi(base, 'GET', `/${list}?limit=${count}`);
  expect(answer.status, answer.text).toBe(200);
  const ids = (answer.body as { data: { id: number }[] }).data.map((row) => row.id);
  expect(ids.length, `the catalog holds ${count} ${list}`).toBe(count);
  return ids;
}

/** Polls until `probe` answers true, failing with `what` after `ms`. */
export async function waitUntil(what: string, ms: number, probe: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}
