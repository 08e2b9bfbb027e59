import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * The SQL the importer writes with. Rows travel as ONE jsonb parameter and are unpacked by
 * `jsonb_populate_recordset`, so a hundred thousand rows are one statement that never meets
 * PostgreSQL's 65,535 bind parameters, and the same text runs on PGlite and node-postgres.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Row = Record<string, unknown>;

// Rows per statement: big enough to be fast, small enough to keep one JSON parameter modest.
const BATCH = 5000;

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const columnList = (columns: readonly string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** New ids from a table's identity sequence, so rows and references can be built up front. */
export async function nextIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count}::int)`,
  )) as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

export async function insertRows(tx: Tx, table: string, rows: readonly Row[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = columnList(Object.keys(first));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) select ${columns} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${json(batch)})`,
    );
  }
}

/** Sets every given column of the rows with these ids (`id` is the match, never written). */
export async function updateRows(tx: Tx, table: string, rows: readonly Row[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const names = Object.keys(first).filter((column) => column !== 'id');
  const target = sql.identifier(table);
  const assignments = sql.join(
    names.map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await tx.execute(
      sql`update ${target} t set ${assignments} from jsonb_populate_recordset(null::${target}, ${json(batch)}) r where t.id = r.id`,
    );
  }
}

/** A relation table's rows of the given parents, in the order they are compared. */
export async function relationRows(
  tx: Tx,
  table: string,
  parent: string,
  parentIds: readonly number[],
  orderBy: readonly string[],
): Promise<Map<number, Row[]>> {
  const byParent = new Map<number, Row[]>();
  for (let start = 0; start < parentIds.length; start += BATCH) {
    const ids = parentIds.slice(start, start + BATCH);
    const result = (await tx.execute(
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(parent)} in (select jsonb_array_elements_text(${json(ids)})::int) order by ${sql.identifier(parent)}, ${columnList(orderBy)}`,
    )) as { rows: Row[] };
    for (const row of result.rows) {
      const id = Number(row[parent]);
      const list = byParent.get(id);
      if (list) list.push(row);
      else byParent.set(id, [row]);
    }
  }
  return byParent;
}

/** Replaces the relation rows of the given parents with `rows` (each carrying its parent id). */
export async function replaceRelation(
  tx: Tx,
  table: string,
  parent: string,
  parentIds: readonly number[],
  rows: readonly Row[],
): Promise<void> {
  for (let start = 0; start < parentIds.length; start += BATCH) {
    const ids = parentIds.slice(start, start + BATCH);
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(parent)} in (select jsonb_array_elements_text(${json(ids)})::int)`,
    );
  }
  await insertRows(tx, table, rows);
}
