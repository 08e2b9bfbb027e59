import { FEATURED_MAX, SetsPageSchema, TracksPageSchema } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { getParsed, walkPages } from './music-pages.ts';

let testApp: TestApp;
const MANY = FEATURED_MAX + 30;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  const db = testApp.app.db;
  await db.execute(sql`insert into tracks (id, title, release_date, likes)
    select i, 'Track ' || i, date '2024-01-01' + i, i % 9 from generate_series(1, ${MANY}) i`);
  await db.execute(sql`insert into sets (id, set_name, artist, release_date, likes)
    select i, 'Set ' || i, 'Someone', date '2024-01-01' + i, i % 5 from generate_series(1, ${MANY}) i`);
});

afterAll(async () => {
  await testApp.close();
});

describe('featured lists are a shortlist', () => {
  it.each(['tracks', 'sets'] as const)(
    `/api/featured/%s holds at most ${FEATURED_MAX}, paged`,
    async (kind) => {
      const schema = kind === 'tracks' ? TracksPageSchema : SetsPageSchema;
      const page = async (url: string) => {
        const answer = await getParsed(testApp.app, url, schema);
        return { data: answer.data.map(({ id }) => ({ id })), pagination: answer.pagination };
      };
      const { ids, totals } = await walkPages(
        (offset) => page(`/api/featured/${kind}?limit=30&offset=${offset}`),
        30,
      );
      // Likes are i % 9 (tracks) or i % 5 (sets); release dates rise with the id.
      const likes = (id: number) => id % (kind === 'tracks' ? 9 : 5);
      const expected = Array.from({ length: MANY }, (_, index) => index + 1)
        .sort((a, b) => likes(b) - likes(a) || b - a)
        .slice(0, FEATURED_MAX);
      expect(ids).toEqual(expected);
      expect(new Set(totals)).toEqual(new Set([FEATURED_MAX]));
      const past = await getParsed(
        testApp.app,
        `/api/featured/${kind}?offset=${FEATURED_MAX}`,
        schema,
      );
      expect(past.pagination).toEqual({ offset: FEATURED_MAX, count: 0, total: FEATURED_MAX });
    },
  );
});
