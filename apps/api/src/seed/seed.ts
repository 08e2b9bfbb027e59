import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { coverSvg, type ArtKind } from './art.ts';
import { demoCatalog, type Catalog } from './demo-catalog.ts';

export type SeedResult =
  | { seeded: true; sets: number; artists: number; labels: number; tracks: number }
  | { seeded: false; reason: 'not-empty' };

// Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table.
const BATCH = 500;

/** The tables that carry identity ids, to move their sequences past the explicit seed ids. */
const IDENTITY_TABLES = ['artists', 'labels', 'tracks', 'sets', 'set_tracks'] as const;

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.sets.id }).from(schema.sets).limit(1);
  return rows.length === 0;
}

/**
 * Writes the demo catalog in one transaction: a process killed half-way leaves an empty database
 * that seeds again on the next start. Never touches a database that already holds sets.
 */
export async function seedDemo(db: Db, options: { mediaDir: string }): Promise<SeedResult> {
  const catalog = demoCatalog();
  return db.transaction(async (tx) => {
    // Two servers starting against one PostgreSQL must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rabbithole:seed'))`);
    const existing = await tx.select({ id: schema.sets.id }).from(schema.sets).limit(1);
    if (existing.length > 0) return { seeded: false, reason: 'not-empty' } as const;

    const insert = async <Table extends PgTable>(table: Table, rows: Table['$inferInsert'][]) => {
      for (let start = 0; start < rows.length; start += BATCH) {
        await tx.insert(table).values(rows.slice(start, start + BATCH));
      }
    };
    await insert(schema.artists, catalog.artists);
    await insert(schema.labels, catalog.labels);
    await insert(schema.labelFounders, catalog.labelFounders);
    await insert(schema.tracks, catalog.tracks);
    await insert(schema.trackArtists, catalog.trackArtists);
    await insert(schema.sets, catalog.sets);
    await insert(schema.setArtists, catalog.setArtists);
    await insert(schema.setSponsors, catalog.setSponsors);
    // Each set's track stats follow by trigger (migration 0003_set-stats-triggers).
    await insert(schema.setTracks, catalog.setTracks);
    for (const table of IDENTITY_TABLES) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
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

async function writeArt(catalog: Catalog, mediaDir: string): Promise<void> {
  const jobs: { kind: ArtKind; id: number; title: string }[] = [
    ...catalog.sets.map((set) => ({ kind: 'sets' as const, id: set.id ?? 0, title: set.set_name })),
    ...catalog.artists.map((a) => ({ kind: 'artists' as const, id: a.id ?? 0, title: a.name })),
    ...catalog.labels.map((l) => ({ kind: 'labels' as const, id: l.id ?? 0, title: l.name })),
  ];
  for (const kind of ['sets', 'artists', 'labels'] as const) {
    await mkdir(join(mediaDir, 'art', kind), { recursive: true });
  }
  await Promise.all(
    jobs.map(({ kind, id, title }) =>
      writeFile(join(mediaDir, 'art', kind, `${id}.svg`), coverSvg(kind, id, title)),
    ),
  );
}
