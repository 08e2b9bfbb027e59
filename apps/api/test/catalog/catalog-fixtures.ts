import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';
import type { ImportDocumentInput } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';

/** The sample catalog that ships in the repository. */
export const SAMPLE_FILE = fileURLToPath(new URL('../../catalog/sample.json', import.meta.url));

/** A fresh copy of the sample, to change in a test. */
export const sampleDocument = () =>
  JSON.parse(readFileSync(SAMPLE_FILE, 'utf8')) as ImportDocumentInput & {
    artists: NonNullable<ImportDocumentInput['artists']>;
    labels: NonNullable<ImportDocumentInput['labels']>;
    tracks: NonNullable<ImportDocumentInput['tracks']>;
    sets: NonNullable<ImportDocumentInput['sets']>;
  };

export function writeJson(folder: string, name: string, value: unknown): string {
  const path = join(folder, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

/** Every catalog table with the order that makes its dump stable. */
const TABLES: Record<string, string> = {
  artists: 'id',
  labels: 'id',
  label_founders: 'label_id, artist_id',
  tracks: 'id',
  track_artists: 'track_id, role, position',
  sets: 'id',
  set_artists: 'set_id, position',
  set_sponsors: 'set_id, position',
  set_tracks: 'id',
};

/** Full table dumps (every column, as JSON so both drivers agree), to compare before and after. */
export async function dumpCatalog(db: Db): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(TABLES)) {
    const result = (await db.execute(
      sql.raw(`select to_jsonb(t) as row from ${table} t order by ${order}`),
    )) as { rows: { row: unknown }[] };
    dump[table] = result.rows.map(({ row }): unknown =>
      typeof row === 'string' ? JSON.parse(row) : row,
    );
  }
  return dump;
}

export async function rowsOf(db: Db, query: string): Promise<Record<string, unknown>[]> {
  return ((await db.execute(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;
}

/** A real MP3: half a second of a 440 Hz tone, mono, 44.1 kHz, 128 kbit/s (lamejs). */
export function toneMp3(): Uint8Array {
  const rate = 44_100;
  const samples = new Int16Array(rate / 2);
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate));
  }
  const encoder = new Mp3Encoder(1, rate, 128);
  const parts = [encoder.encodeBuffer(samples), encoder.flush()].map(
    (part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength),
  );
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** An ID3v2.4 tag of `size` zero bytes (syncsafe size), as taggers put before the audio. */
export function id3Tag(size: number): Uint8Array {
  const header = [0x49, 0x44, 0x33, 4, 0, 0];
  const syncsafe = [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  const tag = new Uint8Array(10 + size);
  tag.set([...header, ...syncsafe]);
  return tag;
}
