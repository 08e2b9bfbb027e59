import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** A statement's rows: both drivers answer an object holding them (the shared Db type cannot say so). */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as { rows: Row[] };
  return result.rows;
}

/** A statement's first row, or null when it answers none. */
export async function firstRow<Row>(db: Db, statement: SQL): Promise<Row | null> {
  return (await rowsOf<Row>(db, statement))[0] ?? null;
}
