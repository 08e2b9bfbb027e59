import { sql } from 'drizzle-orm';
import type { App } from '../../../src/app.ts';

interface Rows<Row> {
  rows: Row[];
}

/**
 * A digest of every row of every table of the public schema, per table: two digests are equal
 * exactly when no row was added, removed or changed (each row's text form, in a fixed order).
 * Sequences are left out: a refused insert may use up an id without storing anything.
 */
export async function databaseDigest(app: App): Promise<Record<string, string>> {
  const tables = (await app.db.execute(sql`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as Rows<{
    table_name: string;
  }>;
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await app.db.execute(
      sql`select count(*)::int as count,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
        from ${sql.identifier(table)} t`,
    )) as Rows<{ count: number; md5: string }>;
    const [row] = result.rows;
    digest[table] = `${row?.count} rows, ${row?.md5}`;
  }
  return digest;
}

/**
 * A digest of one user's rows: their account and every row of a table with a `user_id` that is
 * theirs (favourites, queue, comments, notifications, sessions…). What another caller must never
 * change.
 */
export async function userDigest(app: App, userId: number): Promise<Record<string, string>> {
  const tables = (await app.db.execute(sql`select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id' order by table_name`)) as Rows<{
    table_name: string;
  }>;
  const digest: Record<string, string> = {};
  const scopes = [
    { table: 'users', column: 'id' },
    ...tables.rows.map(({ table_name }) => ({ table: table_name, column: 'user_id' })),
  ];
  for (const { table, column } of scopes) {
    const result = (await app.db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
        from ${sql.identifier(table)} t where ${sql.identifier(column)} = ${userId}`,
    )) as Rows<{ md5: string }>;
    digest[table] = result.rows[0]?.md5 ?? '';
  }
  return digest;
}
