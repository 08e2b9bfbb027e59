import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createThrowawayDatabase } from '@rabbithole/test-support/postgres';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Db } from '../../src/db/database.ts';

// Migration 0009: a queue that breaks its order cannot be stored, and one stored before the
// migration is mended by it. The database starts at 0008 (a copy of the migrations folder whose
// journal stops there) to hold a broken queue, then takes the real folder.

let db: Db;
let migrateTo: (folder: string) => Promise<void>;
let closeDb: () => Promise<void>;
const scratch = mkdtempSync(join(tmpdir(), 'rabbithole-queue-order-'));

async function rows(statement: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(statement)) as { rows: Record<string, unknown>[] }).rows;
}

/** The SQLSTATE a statement fails with, or null when it succeeds. */
async function failure(statement: () => Promise<unknown>): Promise<string | null> {
  try {
    await statement();
    return null;
  } catch (error) {
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
}

function migrationsUpTo(tag: string): string {
  const folder = join(scratch, 'migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createThrowawayDatabase({ serverUrl, prefix: 'rabbithole_t' });
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const nodePg = drizzleNodePg({ client: pool });
    db = nodePg as unknown as Db;
    migrateTo = (folder) => migrateNodePg(nodePg, { migrationsFolder: folder });
    closeDb = async () => {
      await pool.end();
      await database.drop();
    };
  } else {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const pglite = drizzlePglite({ client });
    db = pglite as unknown as Db;
    migrateTo = (folder) => migratePglite(pglite, { migrationsFolder: folder });
    closeDb = () => client.close();
  }
  await migrateTo(migrationsUpTo('0008_engagement'));
});

afterAll(async () => {
  await closeDb();
  rmSync(scratch, { recursive: true, force: true });
});

describe('migration 0009 (queue order)', () => {
  it('mends a broken queue: each set once, one current item, places 1..n in their order', async () => {
    await rows(sql`insert into users (id, username, email) values
      (1, 'ada', 'ada@example.test'), (2, 'bo', 'bo@example.test')`);
    await rows(sql`insert into sets (id, set_name, artist, release_date)
      select n, 'Set ' || n, 'Someone', '2025-01-01' from generate_series(1, 6) n`);
    // Ada's queue: set 2 twice, two current items, places with gaps and a repeat.
    await rows(sql`insert into queue_items (id, user_id, set_id, position, is_current) values
      (1, 1, 1, 4, false), (2, 1, 2, 7, true), (3, 1, 2, 2, false), (4, 1, 3, 9, true),
      (5, 1, 4, 9, false), (6, 2, 1, 1, true), (7, 2, 5, 3, false)`);

    await migrateTo(migrationsFolder);

    const queue = await rows(sql`select id, user_id, set_id, position, is_current
      from queue_items order by user_id, position`);
    expect(queue).toEqual([
      { id: 3, user_id: 1, set_id: 2, position: 1, is_current: false },
      { id: 1, user_id: 1, set_id: 1, position: 2, is_current: false },
      { id: 4, user_id: 1, set_id: 3, position: 3, is_current: true },
      { id: 5, user_id: 1, set_id: 4, position: 4, is_current: false },
      { id: 6, user_id: 2, set_id: 1, position: 1, is_current: true },
      { id: 7, user_id: 2, set_id: 5, position: 2, is_current: false },
    ]);
  });

  it('refuses a set twice in a queue, two current items, and a place below 1', async () => {
    // Ids are given: the rows above were written with theirs, so the identity would repeat one.
    expect(
      await failure(() =>
        rows(sql`insert into queue_items (id, user_id, set_id, position) values (10, 1, 2, 5)`),
      ),
    ).toBe('23505');
    expect(
      await failure(() => rows(sql`update queue_items set is_current = true where id = 5`)),
    ).toBe('23505');
    expect(
      await failure(() =>
        rows(sql`insert into queue_items (id, user_id, set_id, position) values (11, 1, 6, 0)`),
      ),
    ).toBe('23514');
    // Another user's queue is another queue.
    expect(
      await failure(() =>
        rows(sql`insert into queue_items (id, user_id, set_id, position) values (12, 2, 2, 3)`),
      ),
    ).toBeNull();
  });

  it('lets one statement renumber a queue, and refuses two items at one place at commit', async () => {
    // Last to first: every item moves one place down in the same statement.
    await rows(sql`update queue_items set position = case when position = 4 then 1
      else position + 1 end where user_id = 1`);
    expect(await rows(sql`select id from queue_items where user_id = 1 order by position`)).toEqual(
      [{ id: 5 }, { id: 3 }, { id: 1 }, { id: 4 }],
    );

    expect(
      await failure(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`update queue_items set position = 1 where id = 3`);
        }),
      ),
    ).toBe('23505');
    expect(await rows(sql`select position from queue_items where id = 3`)).toEqual([
      { position: 2 },
    ]);
  });
});
