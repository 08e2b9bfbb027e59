import {
  SetsPageSchema,
  TracksPageSchema,
  ValidationErrorBodySchema,
  type Page,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { getPage, walkCursors } from './artists-paging.ts';
import { insertMusicFixture } from './music-fixture.ts';

/**
 * Load-more by keyset (`after`, and `after_id` for values several items share) on the lists of
 * tracks and sets, as the search screen pages them: titles, names, genres and dates that tie
 * must neither skip nor repeat an item. The fixture repeats titles, genres and dates on purpose.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  await insertMusicFixture(testApp.app.db);
});

afterAll(async () => {
  await testApp.close();
});

interface Case<Item> {
  path: string;
  schema: z.ZodMiniType<Page<Item>>;
  order: string;
  /** The sort value of an item, as a client sends it back in `after`. */
  valueOf: (item: Item) => string;
}

type Track = z.infer<typeof TracksPageSchema>['data'][number];
type SetSummary = z.infer<typeof SetsPageSchema>['data'][number];

const trackCases: Case<Track>[] = [
  {
    path: '/api/tracks',
    schema: TracksPageSchema,
    order: 'track_meta.genre&order_direction=asc',
    valueOf: (t) => t.genre ?? '',
  },
  {
    path: '/api/tracks',
    schema: TracksPageSchema,
    order: 'genre&order_direction=desc',
    valueOf: (t) => t.genre ?? '',
  },
  {
    path: '/api/tracks',
    schema: TracksPageSchema,
    order: 'release_date&order_direction=desc',
    // An unreleased track (an ID) sorts as 0001-01-01 (the contract's TracksQuerySchema).
    valueOf: (t) => t.release_date ?? '0001-01-01',
  },
  {
    path: '/api/tracks',
    schema: TracksPageSchema,
    order: 'artist&order_direction=asc',
    valueOf: (t) => t.artist,
  },
];
const setCases: Case<SetSummary>[] = [
  {
    path: '/api/sets',
    schema: SetsPageSchema,
    order: 'release_date&order_direction=desc',
    valueOf: (s) => s.release_date,
  },
  {
    path: '/api/sets',
    schema: SetsPageSchema,
    order: 'artist&order_direction=asc',
    valueOf: (s) => s.artist,
  },
];

async function expectWholeWalk<Item extends { id: number }>(testCase: Case<Item>) {
  const url = `${testCase.path}?order_by=${testCase.order}`;
  const whole = await getPage(testApp, testCase.schema, `${url}&limit=100`);
  expect(whole.pagination.total).toBeLessThanOrEqual(100);
  const values = whole.data.map((item) => testCase.valueOf(item).toLowerCase());
  // The case is only worth something if values tie across the pages of 3 walked below.
  expect(new Set(values).size).toBeLessThan(values.length);

  const walked = await walkCursors(testApp, testCase.schema, `${url}&limit=3`, testCase.valueOf);
  expect(walked.map((item) => item.id)).toEqual(whole.data.map((item) => item.id));
}

describe('keyset paging with after and after_id', () => {
  it.each(trackCases.map((c) => [c.order, c] as const))(
    'walks every track once, in order (order_by=%s)',
    async (_, testCase) => {
      await expectWholeWalk(testCase);
    },
  );

  it.each(setCases.map((c) => [c.order, c] as const))(
    'walks every set once, in order (order_by=%s)',
    async (_, testCase) => {
      await expectWholeWalk(testCase);
    },
  );

  it.each(['/api/tracks', '/api/sets', '/api/artists', '/api/labels'])(
    '%s refuses after_id without after, naming errors.query.after_id',
    async (path) => {
      const response = await testApp.app.inject({ method: 'GET', url: `${path}?after_id=3` });
      expect(response.statusCode).toBe(422);
      const body = ValidationErrorBodySchema.parse(response.json());
      expect(Object.keys(body.errors.query ?? {})).toEqual(['after_id']);
    },
  );
});
