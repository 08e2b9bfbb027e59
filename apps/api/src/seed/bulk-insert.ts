import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

// Rows per statement: one JSON parameter each, so the bind-parameter limit never applies; the
// size only bounds the memory of one statement.
const CHUNK = 5000;

/**
 * Inserts plain rows keyed by column name with `jsonb_populate_recordset`: one parameter per
 * chunk, typed by the table's own row type (enums, dates, arrays), far faster than a bind
 * parameter per value on PGlite. Columns absent from every row keep their defaults.
 */
export async function insertRows(db: Db, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const list = sql.raw(columns.map((column) => `"${column}"`).join(', '));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${chunk}::jsonb)`,
    );
  }
}

/** Moves a table's identity sequence past the explicit ids written into it. */
export async function resetIdentity(db: Db, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
    ),
  );
}
