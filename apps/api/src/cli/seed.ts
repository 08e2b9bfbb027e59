import cliProgress from 'cli-progress';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { seedLarge, type Progress } from '../seed/large-seed.ts';
import { seedDemo } from '../seed/seed.ts';

export const SEED_SCALES = ['demo', 'large'] as const;
export type SeedScale = (typeof SEED_SCALES)[number];

/** A bar on a terminal; elsewhere (CI logs, pipes) one plain line per step. */
export function progressFor(stream: NodeJS.WriteStream): Progress {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format: 'Seeding [{bar}] {percentage}% | {duration_formatted} | {step}',
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    return {
      start: (total) => bar.start(total, 0, { step: 'demo catalog' }),
      update: (done, step) => bar.update(done, { step }),
      stop: () => bar.stop(),
    };
  }
  let total = 1;
  let last = '';
  const started = Date.now();
  return {
    start: (value) => {
      total = value;
    },
    update: (done, step) => {
      // One line per step, not per batch of a step.
      if (step === last) return;
      last = step;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      stream.write(`seed: ${Math.floor((done / total) * 100)}% ${step} (${seconds} s)\n`);
    },
    stop: () => undefined,
  };
}

export interface SeedCounts {
  sets: number;
  artists: number;
  labels: number;
  tracks: number;
  likes: number;
}

/** Seeds an empty database at a scale; null when it already holds sets. */
export async function seedAtScale(
  db: Db,
  scale: SeedScale,
  options: { mediaDir: string; progress: Progress },
): Promise<SeedCounts | null> {
  const result =
    scale === 'large'
      ? await seedLarge(db, { mediaDir: options.mediaDir, progress: options.progress })
      : await seedDemo(db, { mediaDir: options.mediaDir });
  if (!result.seeded) return null;
  const count = (query: string) => sql.raw(`(${query})::int`).mapWith(Number);
  // One row of subquery counts; the seed just wrote sets, so the outer select has a row to read.
  const [row] = await db
    .select({
      sets: count('select count(*) from sets'),
      artists: count('select count(*) from artists'),
      labels: count('select count(*) from labels'),
      tracks: count('select count(*) from tracks'),
      likes: count('select (select count(*) from set_likes) + (select count(*) from track_likes)'),
    })
    .from(schema.sets)
    .limit(1);
  if (!row) throw new Error('counting the seeded rows returned nothing');
  return row;
}
