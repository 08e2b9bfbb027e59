import type { EntityCounts, Genre, ImportDocument, ImportSummary } from '@rabbithole/api-contract';
import { sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { storeAudioFile } from './audio-file.ts';
import { writeDefaultArt, type ArtJob } from './art-files.ts';
import * as rows from './catalog-rows.ts';
import type { Ids, KeyIds } from './catalog-rows.ts';
import {
  insertRows,
  nextIds,
  relationRows,
  replaceRelation,
  updateRows,
  type Row,
  type Tx,
} from './catalog-writes.ts';

export interface ImportOptions {
  /** Where generated art (`art/<kind>/<id>.svg`) and uploads (`uploads/sets/<id>.mp3`) go. */
  mediaDir: string;
  /** Checked recordings (audio-file.ts) by set key, as absolute paths. */
  audioFiles?: ReadonlyMap<string, string>;
}

/** A parent's relation: its table, the column naming the parent, the order rows compare in. */
interface Relation {
  table: string;
  parent: string;
  orderBy: string[];
  /** The rows the document wants, by parent id, without the parent column. */
  wanted: Map<number, Row[]>;
}

/** What changes for one entity: rows to insert and update, relations to replace. */
interface Plan {
  table: string;
  created: Row[];
  updated: Row[];
  counts: EntityCounts;
  /** Per relation, the parents whose rows are replaced. */
  replace: { relation: Relation; parentIds: number[] }[];
  /** Rows created or changed (their art may need drawing). */
  touched: Set<number>;
}

const keyColumn = (column: AnyColumn, keys: readonly string[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;

/**
 * Writes a validated document (ImportDocumentSchema) in one transaction: each record is matched
 * to its row by `import_key`; a new key makes a row, a changed field or relation updates it, and
 * a record equal to its row is left alone, so importing the same file twice changes nothing (same
 * ids, same rows). A set's track list is replaced exactly when it differs. Nothing is deleted:
 * rows whose keys the file no longer lists stay. Stored counts follow by trigger (migrations
 * 0003, 0005). Generated art and uploaded audio are written before the commit, so once the rows
 * are visible their files exist.
 */
export async function importCatalog(
  db: Db,
  document: ImportDocument,
  options: ImportOptions,
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    // Two imports at once would allocate ids for the same new keys; one waits for the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rabbithole:import'))`);
    const keys = {
      artists: document.artists.map((record) => record.key),
      labels: document.labels.map((record) => record.key),
      tracks: document.tracks.map((record) => record.key),
      sets: document.sets.map((record) => record.key),
    };
    const stored = {
      artists: byKey(
        await tx
          .select()
          .from(schema.artists)
          .where(keyColumn(schema.artists.import_key, keys.artists)),
      ),
      labels: byKey(
        await tx
          .select()
          .from(schema.labels)
          .where(keyColumn(schema.labels.import_key, keys.labels)),
      ),
      tracks: byKey(
        await tx
          .select()
          .from(schema.tracks)
          .where(keyColumn(schema.tracks.import_key, keys.tracks)),
      ),
      sets: byKey(
        await tx.select().from(schema.sets).where(keyColumn(schema.sets.import_key, keys.sets)),
      ),
    };
    const ids: Ids = {
      artists: await idsOf(tx, 'artists', keys.artists, stored.artists),
      labels: await idsOf(tx, 'labels', keys.labels, stored.labels),
      tracks: await idsOf(tx, 'tracks', keys.tracks, stored.tracks),
      sets: await idsOf(tx, 'sets', keys.sets, stored.sets),
    };
    const id = (map: KeyIds, key: string) => map.get(key) as number;
    const names = rows.artistNamesOf(document);

    const artists = await plan(
      tx,
      'artists',
      document.artists.map((record) => rows.artistRow(record, id(ids.artists, record.key))),
      stored.artists,
      [],
    );
    const labels = await plan(
      tx,
      'labels',
      document.labels.map((record) => rows.labelRow(record, id(ids.labels, record.key))),
      stored.labels,
      [
        relation('label_founders', 'label_id', ['artist_id'], document.labels, ids.labels, (r) =>
          rows.founderRows(r, ids),
        ),
      ],
    );
    const sets = await plan(
      tx,
      'sets',
      document.sets.map((record) => rows.setRow(record, id(ids.sets, record.key), names)),
      stored.sets,
      [
        relation('set_artists', 'set_id', ['position'], document.sets, ids.sets, (r) =>
          rows.setArtistRows(r, ids),
        ),
        relation('set_sponsors', 'set_id', ['position'], document.sets, ids.sets, (r) =>
          rows.setSponsorRows(r, ids),
        ),
        relation('set_tracks', 'set_id', ['track_position'], document.sets, ids.sets, (r) =>
          rows.setTrackRows(r, ids),
        ),
      ],
    );
    const tracks = await plan(
      tx,
      'tracks',
      document.tracks.map((record) => rows.trackRow(record, id(ids.tracks, record.key), ids)),
      stored.tracks,
      [
        relation(
          'track_artists',
          'track_id',
          ['role', 'position'],
          document.tracks,
          ids.tracks,
          (r) => rows.trackArtistRows(r, ids),
        ),
      ],
    );

    // Parents before children: sets before the tracks heard in them (id_set_id), tracks before
    // the set lists that play them.
    await write(tx, artists);
    await write(tx, labels);
    await write(tx, sets, (table) => table !== 'set_tracks');
    await write(tx, tracks);
    await writeRelations(tx, sets, (table) => table === 'set_tracks');

    await writeDefaultArt(options.mediaDir, [
      ...artJobs('artists', artists, document.artists, ids.artists),
      ...artJobs('labels', labels, document.labels, ids.labels),
      ...artJobs('sets', sets, document.sets, ids.sets),
    ]);
    let audioFiles = 0;
    for (const [key, path] of options.audioFiles ?? []) {
      const setId = ids.sets.get(key);
      if (setId === undefined) continue;
      await storeAudioFile(path, options.mediaDir, setId);
      audioFiles += 1;
    }
    return {
      artists: artists.counts,
      labels: labels.counts,
      tracks: tracks.counts,
      sets: sets.counts,
      audio_files: audioFiles,
    };
  });
}

function byKey(list: readonly (Row & { import_key: string | null })[]): Map<string, Row> {
  return new Map(list.map((row) => [row.import_key ?? '', row]));
}

/** The stored id of each key, or a new one from the table's sequence. */
async function idsOf(tx: Tx, table: string, keys: string[], stored: Map<string, Row>) {
  const fresh = keys.filter((key) => !stored.has(key));
  const allocated = await nextIds(tx, table, fresh.length);
  const ids: KeyIds = new Map();
  for (const [key, row] of stored) ids.set(key, Number(row.id));
  fresh.forEach((key, index) => ids.set(key, allocated[index] as number));
  return ids;
}

function relation<Record extends { key: string }>(
  table: string,
  parent: string,
  orderBy: string[],
  records: readonly Record[],
  ids: KeyIds,
  rowsOf: (record: Record) => Row[],
): Relation {
  return {
    table,
    parent,
    orderBy,
    wanted: new Map(records.map((record) => [ids.get(record.key) as number, rowsOf(record)])),
  };
}

async function plan(
  tx: Tx,
  table: string,
  wanted: Row[],
  stored: Map<string, Row>,
  relations: Relation[],
): Promise<Plan> {
  const created: Row[] = [];
  const updated: Row[] = [];
  const existingIds: number[] = [];
  for (const row of wanted) {
    const before = stored.get(String(row.import_key));
    if (!before) created.push(row);
    else {
      existingIds.push(Number(row.id));
      if (!rows.sameValues(before, row)) updated.push(row);
    }
  }
  const touched = new Set([...created, ...updated].map((row) => Number(row.id)));
  const createdIds = created.map((row) => Number(row.id));
  const replace: Plan['replace'] = [];
  for (const rel of relations) {
    const before = await relationRows(tx, rel.table, rel.parent, existingIds, rel.orderBy);
    const differing = existingIds.filter(
      (parentId) => !rows.sameRows(before.get(parentId) ?? [], rel.wanted.get(parentId) ?? []),
    );
    differing.forEach((parentId) => touched.add(parentId));
    replace.push({ relation: rel, parentIds: [...createdIds, ...differing] });
  }
  return {
    table,
    created,
    updated,
    touched,
    replace,
    counts: {
      created: created.length,
      updated: touched.size - created.length,
      unchanged: wanted.length - touched.size,
    },
  };
}

async function write(
  tx: Tx,
  entity: Plan,
  relationFilter: (table: string) => boolean = () => true,
) {
  await insertRows(tx, entity.table, entity.created);
  await updateRows(tx, entity.table, entity.updated);
  await writeRelations(tx, entity, relationFilter);
}

async function writeRelations(tx: Tx, entity: Plan, filter: (table: string) => boolean) {
  for (const { relation: rel, parentIds } of entity.replace) {
    if (!filter(rel.table)) continue;
    const relationRowsToWrite = parentIds.flatMap((parentId) =>
      (rel.wanted.get(parentId) ?? []).map((row) => ({ [rel.parent]: parentId, ...row })),
    );
    await replaceRelation(tx, rel.table, rel.parent, parentIds, relationRowsToWrite);
  }
}

/** Generated art for rows without an image of their own (drawn again when the row changed). */
function artJobs(
  kind: ArtJob['kind'],
  entity: Plan,
  records: readonly { key: string; image_url?: string | undefined; genre?: Genre | undefined }[],
  ids: KeyIds,
): ArtJob[] {
  return records.flatMap((record) => {
    const rowId = ids.get(record.key) as number;
    if (record.image_url !== undefined) return [];
    return [{ kind, id: rowId, genre: record.genre ?? null, redraw: entity.touched.has(rowId) }];
  });
}
