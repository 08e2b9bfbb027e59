import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { artSvg, type ArtKind } from './art.ts';
import { insertRows, resetIdentity } from './bulk-insert.ts';
import { CATALOG_TABLES } from './catalog-rows.ts';
import { demoCatalog, type Catalog } from './demo-catalog.ts';

export type SeedResult =
  | { seeded: true; sets: number; artists: number; labels: number; tracks: number }
  | { seeded: false; reason: 'not-empty' };

/** The tables that carry identity ids, to move their sequences past the explicit seed ids. */
const IDENTITY_TABLES = ['artists', 'labels', 'tracks', 'sets', 'set_tracks'] as const;

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.sets.id }).from(schema.sets).limit(1);
  return rows.length === 0;
}

/**
 * Writes the demo catalog in one transaction: a process killed half-way leaves an empty database
 * that seeds again on the next start. Never touches a database that already holds sets.
 * `after` runs inside the same transaction, before the counts (the large seed adds its bulk).
 */
export async function seedDemo(
  db: Db,
  options: { mediaDir: string; after?: (tx: Db, catalog: Catalog) => Promise<void> },
): Promise<SeedResult> {
  const catalog = demoCatalog();
  return db.transaction(async (tx) => {
    // Two servers starting against one PostgreSQL must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rabbithole:seed'))`);
    const existing = await tx.select({ id: schema.sets.id }).from(schema.sets).limit(1);
    if (existing.length > 0) return { seeded: false, reason: 'not-empty' } as const;

    // The artist, label, track and like counts are computed once at the end instead of by every
    // statement's trigger (migration 0005's switch for bulk loaders); set stats still follow by
    // their triggers.
    await tx.execute(sql`select set_config('rabbithole.defer_catalog_stats', 'on', true)`);
    for (const table of CATALOG_TABLES) await insertRows(tx, table, catalog[table]);
    for (const table of IDENTITY_TABLES) await resetIdentity(tx, table);
    await options.after?.(tx, catalog);
    await tx.execute(sql`select refresh_catalog_stats()`);
    await tx.execute(sql`select refresh_like_counts()`);
    await tx.execute(sql`select set_config('rabbithole.defer_catalog_stats', 'off', true)`);
    // Drawn before the commit: once the rows are visible, their art exists.
    await writeArt(catalog, options.mediaDir);
    return {
      seeded: true,
      sets: catalog.sets.length,
      artists: catalog.artists.length,
      labels: catalog.labels.length,
      tracks: catalog.tracks.length,
    } as const;
  });
}

export interface ArtJob {
  kind: ArtKind;
  id: number;
  genre: Catalog['sets'][number]['genre'] | null;
}

/** Writes `<mediaDir>/art/<kind>/<id>.svg` for every job, a few hundred files at a time. */
export async function writeArtFiles(mediaDir: string, jobs: readonly ArtJob[]): Promise<void> {
  for (const kind of ['sets', 'artists', 'labels'] as const) {
    await mkdir(join(mediaDir, 'art', kind), { recursive: true });
  }
  for (let start = 0; start < jobs.length; start += 256) {
    await Promise.all(
      jobs
        .slice(start, start + 256)
        .map(({ kind, id, genre }) =>
          writeFile(join(mediaDir, 'art', kind, `${id}.svg`), artSvg(kind, id, genre)),
        ),
    );
  }
}

async function writeArt(catalog: Catalog, mediaDir: string): Promise<void> {
  await writeArtFiles(mediaDir, [
    ...catalog.sets.map((set) => ({ kind: 'sets' as const, id: set.id, genre: set.genre })),
    ...catalog.artists.map((a) => ({ kind: 'artists' as const, id: a.id, genre: null })),
    ...catalog.labels.map((l) => ({ kind: 'labels' as const, id: l.id, genre: null })),
  ]);
}
