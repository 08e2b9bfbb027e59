import { ErrorBodySchema, ValidationErrorBodySchema } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod/mini';
import type { LightMyRequestResponse as Response } from 'fastify';
import type { App } from '../../../src/app.ts';
import { bearer, createAccount, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { insertMusicFixture } from './music-fixture.ts';

/** A signed-in user as the tests call the API: their id and their Authorization header. */
export interface Caller {
  id: number;
  headers: { authorization: string };
}

export interface EngagementTest {
  testApp: TestApp;
  app: App;
  /** Two users, so each test can show one user's state never shows in the other's answers. */
  alice: Caller;
  bob: Caller;
}

/** Signs a new password account in through the API. */
export async function newCaller(app: App, username: string): Promise<Caller> {
  const account = await createAccount(app, username);
  const { access_token } = await signIn(app, account);
  return { id: account.user.id, headers: bearer(access_token) };
}

/**
 * For a test file: an app on the music fixture (music-fixture.ts) with two signed-in users,
 * built before the file's tests and closed after them. Read the fields inside tests.
 */
export function engagementTestApp(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const test = {} as EngagementTest;
  beforeAll(async () => {
    test.testApp = await buildTestApp({ seed: 'none', ...overrides });
    test.app = test.testApp.app;
    await insertMusicFixture(test.app.db);
    // The fixture stores made-up like counts; recounted, every `likes` equals its rows (none).
    await test.app.db.execute(sql`select refresh_like_counts()`);
    test.alice = await newCaller(test.app, 'Alice');
    test.bob = await newCaller(test.app, 'Bob');
  });
  afterAll(async () => {
    await test.testApp.close();
  });
  return test;
}

type Headers = Record<string, string>;
const isCaller = (caller: Caller | Headers): caller is Caller => typeof caller.id === 'number';
const headersOf = (caller?: Caller | Headers): Headers =>
  caller === undefined ? {} : isCaller(caller) ? caller.headers : caller;

export const put = (app: App, url: string, caller?: Caller | Headers): Promise<Response> =>
  app.inject({ method: 'PUT', url, headers: headersOf(caller) });

export const get = (app: App, url: string, caller?: Caller | Headers): Promise<Response> =>
  app.inject({ method: 'GET', url, headers: headersOf(caller) });

/** Expects a 200 and parses the body with the endpoint's contract schema. */
export function parsed<Schema extends z.ZodMiniType>(
  response: Response,
  schema: Schema,
): z.output<Schema> {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

/** Expects an error status in the shape of design.md section 3. */
export function refused(response: Response, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  if (status === 422) return ValidationErrorBodySchema.parse(response.json());
  const body = ErrorBodySchema.parse(response.json());
  expect(body.code).toBe(status);
  return body;
}

/** Ids no path may take: each answers 422 before any lookup. */
export const HOSTILE_IDS = ['abc', '0', '-1', '1.5', '99999999999', '%00', '1%20OR%201=1'];

/** A count of rows, as both drivers answer it. */
export async function countOf(app: App, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await app.db.execute(query)) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** One user's likes of one track or set, and its stored `likes`. */
export async function likeRows(app: App, kind: 'set' | 'track', id: number, userId?: number) {
  const table = sql.raw(kind === 'set' ? 'set_likes' : 'track_likes');
  const column = sql.raw(kind === 'set' ? 'set_id' : 'track_id');
  const catalog = sql.raw(kind === 'set' ? 'sets' : 'tracks');
  const mine = userId === undefined ? sql`true` : sql`user_id = ${userId}`;
  return {
    rows: await countOf(
      app,
      sql`select count(*)::int as n from ${table} where ${column} = ${id} and ${mine}`,
    ),
    stored: await countOf(app, sql`select likes as n from ${catalog} where id = ${id}`),
  };
}
