import {
  ArtistSchema,
  LabelSchema,
  PostSchema,
  SetSummarySchema,
  SetTrackSchema,
  TrackSchema,
  type Artist,
  type Label,
  type Post,
  type SetSummary,
  type Track,
} from '@rabbithole/api-contract';
import { z } from 'zod/mini';
import type { SetTrackRow } from '../fixtures/catalog/music.ts';
import { defineTable, type Table } from './table.ts';

/** The tables the catalog endpoints read: `mockDb`'s, or a variant's own. */
export interface CatalogTables {
  sets: Table<SetSummary>;
  setTracks: Table<SetTrackRow>;
  tracks: Table<Track>;
  artists: Table<Artist>;
  labels: Table<Label>;
  posts: Table<Post>;
}

export interface CatalogRows {
  sets?: readonly SetSummary[];
  setTracks?: readonly SetTrackRow[];
  tracks?: readonly Track[];
  artists?: readonly Artist[];
  labels?: readonly Label[];
  posts?: readonly Post[];
}

/**
 * A catalog of its own, reset with every other table: `rows` where given, empty elsewhere. What
 * `.empty` serves, and `withCatalog({ artists: [makeArtist({ id: 3 })] })` for a story.
 */
export function catalogTablesOf(rows: CatalogRows = {}): CatalogTables {
  return {
    sets: defineTable({ schema: SetSummarySchema, seed: () => rows.sets ?? [] }),
    setTracks: defineTable({
      schema: z.omit(SetTrackSchema, { track_meta: true }),
      seed: () => rows.setTracks ?? [],
    }),
    tracks: defineTable({ schema: TrackSchema, seed: () => rows.tracks ?? [] }),
    artists: defineTable({ schema: ArtistSchema, seed: () => rows.artists ?? [] }),
    labels: defineTable({ schema: LabelSchema, seed: () => rows.labels ?? [] }),
    posts: defineTable({ schema: PostSchema, seed: () => rows.posts ?? [] }),
  };
}
