import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type { artists, labels, sets, tracks } from '../../../db/schema/index.ts';

/**
 * A prepared statement's name, from its text: node-postgres refuses a name reused for other text
 * on one connection, and a name derived from the text can never collide (another build of this
 * code, another repository, another plan).
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/** `select id from <table> where id = $id`, prepared: does a parent of a sub-list exist? */
export function prepareExists(
  db: Db,
  table: typeof artists | typeof labels | typeof sets | typeof tracks,
) {
  const query = db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, sql.placeholder('id')));
  return query.prepare(statementName('exists', query.toSQL().sql));
}
