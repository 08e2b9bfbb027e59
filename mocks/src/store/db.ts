import {
  ArtistSchema,
  LabelSchema,
  PostSchema,
  SetSummarySchema,
  SetTrackSchema,
  TrackSchema,
} from '@rabbithole/api-contract';
import { z } from 'zod/mini';
import { SET_TRACK_FIXTURES, TRACK_FIXTURES } from '../fixtures/catalog/music.ts';
import { ARTIST_FIXTURES, LABEL_FIXTURES } from '../fixtures/catalog/people.ts';
import { POST_FIXTURES } from '../fixtures/catalog/posts.ts';
import { MockFavSchema, MockFollowSchema, MockLikeSchema } from '../fixtures/engagement.ts';
import { MockNotificationSchema } from '../fixtures/notifications.ts';
import { MockPlaySchema, MockQueueItemSchema } from '../fixtures/player.ts';
import {
  ADMIN_SESSION,
  MockResetTokenSchema,
  MockSessionSchema,
  RESET_TOKEN,
  SIGNED_IN_SESSION,
} from '../fixtures/sessions.ts';
import { SET_FIXTURES } from '../fixtures/sets.ts';
import { ADMIN_USER, MockUserSchema, USER_FIXTURES } from '../fixtures/users.ts';
import { defineTable, resetEveryTable, type Row, type Table } from './table.ts';

/**
 * The mock API's database: one table per resource, each seeded from its fixtures. A resource
 * joins with one line here (artists, labels, tracks, users, likes, favourites, queue items,
 * posts, notifications…); its handlers then read and write `mockDb.<table>`.
 */
export const mockDb = {
  sets: defineTable({ schema: SetSummarySchema, seed: () => SET_FIXTURES }),
  /** Each set's track list; a set's page joins each entry with its row of `tracks`. */
  setTracks: defineTable({
    schema: z.omit(SetTrackSchema, { track_meta: true }),
    seed: () => SET_TRACK_FIXTURES,
  }),
  tracks: defineTable({ schema: TrackSchema, seed: () => TRACK_FIXTURES }),
  artists: defineTable({ schema: ArtistSchema, seed: () => ARTIST_FIXTURES }),
  /** Record labels and curators (sponsor_type `other`). */
  labels: defineTable({ schema: LabelSchema, seed: () => LABEL_FIXTURES }),
  /** Comments on sets and tracks. */
  posts: defineTable({ schema: PostSchema, seed: () => POST_FIXTURES }),
  users: defineTable({ schema: MockUserSchema, seed: () => [...USER_FIXTURES, ADMIN_USER] }),
  /** Token pairs issued by POST and PUT /api/tokens. */
  sessions: defineTable({
    schema: MockSessionSchema,
    seed: () => [SIGNED_IN_SESSION, ADMIN_SESSION],
  }),
  /** Links mailed by POST /api/tokens/reset. */
  resetTokens: defineTable({ schema: MockResetTokenSchema, seed: () => [RESET_TOKEN] }),
  /** Follows of artists and labels (PUT /stats/…); nobody follows anything until a story seeds it. */
  follows: defineTable({ schema: MockFollowSchema, seed: () => [] }),
  /** Favourites of sets and tracks, watched IDs and purchases (PUT /favs/…). */
  favs: defineTable({ schema: MockFavSchema, seed: () => [] }),
  /** The mock users' likes of sets and tracks, on top of the catalog's counts. */
  likes: defineTable({ schema: MockLikeSchema, seed: () => [] }),
  /** The mock users' play queues; empty until a story seeds one (`seedQueue`). */
  queue: defineTable({ schema: MockQueueItemSchema, seed: () => [] }),
  /** Where the mock users are in each set they played (PUT /plays). */
  plays: defineTable({ schema: MockPlaySchema, seed: () => [] }),
  /** What the mock users were told of released IDs; none until a release or a story adds some. */
  notifications: defineTable({ schema: MockNotificationSchema, seed: () => [] }),
};

export type MockDb = typeof mockDb;
type RowOf<T> = T extends Table<infer Item> ? Item : never;
/** Rows to start some tables with instead of their fixtures. */
export type MockSeed = { [Name in keyof MockDb]?: readonly RowOf<MockDb[Name]>[] };

/**
 * A fresh, deterministic copy of every table, optionally with some seeded from `seed`. Runs
 * before every story and every test, so nothing one writes is seen by the next.
 */
export function resetMockStore(seed: MockSeed = {}): void {
  resetEveryTable();
  for (const [name, rows] of Object.entries(seed) as [keyof MockDb, readonly Row[]][]) {
    (mockDb[name] as Table<Row>).reset(rows);
  }
}

/** The same as a Storybook loader: `loaders: [mockStoreLoader, mswLoader]`. */
export function mockStoreLoader(): Record<string, never> {
  resetMockStore();
  return {};
}
