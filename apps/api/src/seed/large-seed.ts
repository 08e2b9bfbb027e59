import { and, gt, lte, sql } from 'drizzle-orm';
import type { Genre } from '@rabbithole/api-contract';
import type { Db } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { resetIdentity } from './bulk-insert.ts';
import type { Catalog } from './catalog-rows.ts';
import { likesSql, tracksSql, usersSql } from './large-sql-tracks.ts';
import { artistsSql, setsSql, type LargePlan } from './large-sql.ts';
import { seedDemo, writeArtFiles, type ArtJob, type SeedResult } from './seed.ts';

/** The sizes `seed --scale large` promises (issue 7), at factor 1. */
export const LARGE_TARGETS = {
  artists: 5_000,
  labels: 500,
  sets: 10_000,
  tracks: 100_000,
  users: 20_000,
  setLikes: 400_000,
  trackLikes: 600_000,
} as const;

/** Where a long seed reports: a bar on a terminal, lines in a log (see cli/seed.ts). */
export interface Progress {
  start(total: number): void;
  /** `done` units of the total are finished; `step` says what runs now. */
  update(done: number, step: string): void;
  stop(): void;
}

const nothing = () => undefined;
export const silentProgress: Progress = { start: nothing, update: nothing, stop: nothing };

// One statement per table (the like counts are deferred to refresh_like_counts(), see seed.ts).
const LIKES_PER_STATEMENT = 1_000_000;
const ART_BATCH = 1_000;
// Rough costs, in the same units as rows written, for the bar.
const COUNTS_WEIGHT = 600_000;
const ANALYZE_WEIGHT = 20_000;

export function largePlan(catalog: Catalog, factor: number, existingUsers: number): LargePlan {
  const beyond = (target: number, have: number, minimum: number) => ({
    from: have,
    count: Math.max(minimum, Math.round(target * factor) - have),
  });
  return {
    artists: beyond(LARGE_TARGETS.artists, catalog.artists.length, 10),
    labels: beyond(LARGE_TARGETS.labels, catalog.labels.length, 4),
    sets: beyond(LARGE_TARGETS.sets, catalog.sets.length, 5),
    // At least one full run of 30 per set shape (see setShape) fits.
    tracks: beyond(LARGE_TARGETS.tracks, catalog.tracks.length, 80),
    users: { from: existingUsers, count: Math.max(5, Math.round(LARGE_TARGETS.users * factor)) },
    setLikes: Math.max(50, Math.round(LARGE_TARGETS.setLikes * factor)),
    trackLikes: Math.max(50, Math.round(LARGE_TARGETS.trackLikes * factor)),
  };
}

interface Step {
  label: string;
  weight: number;
  run(tx: Db): Promise<void>;
}

/**
 * The demo catalog plus a bulk of generated rows (factor 1: LARGE_TARGETS), all in the demo
 * seed's one transaction: a killed seed leaves an empty database. Set stats follow by trigger;
 * the other counts are computed once at the end (seedDemo), not by every bulk statement.
 */
export async function seedLarge(
  db: Db,
  options: { mediaDir: string; factor?: number; progress?: Progress },
): Promise<SeedResult> {
  const progress = options.progress ?? silentProgress;
  const factor = options.factor ?? 1;
  let done = 0;
  const result = await seedDemo(db, {
    mediaDir: options.mediaDir,
    after: async (tx, catalog) => {
      const [users] = await tx
        .select({ max: sql<number | null>`max(${schema.users.id})` })
        .from(schema.users);
      const plan = largePlan(catalog, factor, users?.max ?? 0);
      const steps = planSteps(plan, options.mediaDir);
      const demoWeight = catalog.tracks.length + catalog.set_tracks.length;
      const weights = steps.reduce((sum, step) => sum + step.weight, 0);
      progress.start(demoWeight + weights + COUNTS_WEIGHT + ANALYZE_WEIGHT);
      done = demoWeight;
      for (const step of steps) {
        progress.update(done, step.label);
        await step.run(tx);
        done += step.weight;
      }
      progress.update(done, 'counts');
      done += COUNTS_WEIGHT;
    },
  });
  if (result.seeded) {
    // Fresh statistics, so the first reads plan with the real row counts. The catalog tables are
    // vacuumed too: the seed rewrites their rows (counts, art) inside its transaction, which left
    // two or three dead versions per row and the GIN search indexes' pending entries behind. PGlite
    // never vacuums by itself, so every search read them all (a trigram scan of the tracks took
    // ~150 ms instead of ~1 ms).
    progress.update(done, 'analyze');
    await db.execute(sql`vacuum (analyze) artists, labels, sets, tracks, search_words`);
    await db.execute(sql`analyze`);
    progress.update(done + ANALYZE_WEIGHT, 'done');
  }
  progress.stop();
  return result;
}

function planSteps(plan: LargePlan, mediaDir: string): Step[] {
  const statements = (label: string, weight: number, list: string[]): Step => ({
    label,
    weight,
    run: async (tx) => {
      for (const statement of list) await tx.execute(sql.raw(statement));
    },
  });
  const likes = (table: 'set_likes' | 'track_likes', total: number): Step[] => {
    const steps: Step[] = [];
    for (let from = 0; from < total; from += LIKES_PER_STATEMENT) {
      const to = Math.min(total, from + LIKES_PER_STATEMENT);
      steps.push(
        statements(`${table} ${to.toLocaleString('en')}`, to - from, [
          likesSql(plan, table, from, to),
        ]),
      );
    }
    return steps;
  };
  const [insertTracks, insertCredits, insertSetTracks] = tracksSql(plan);
  const artStep = (kind: ArtJob['kind'], range: { from: number; count: number }): Step[] => {
    const steps: Step[] = [];
    for (let from = range.from; from < range.from + range.count; from += ART_BATCH) {
      const to = Math.min(range.from + range.count, from + ART_BATCH);
      steps.push({
        label: `art ${kind}`,
        weight: (to - from) * 4,
        run: async (tx) => {
          const genres = new Map<number, Genre | null>();
          if (kind === 'sets') {
            const rows = await tx
              .select({ id: schema.sets.id, genre: schema.sets.genre })
              .from(schema.sets)
              .where(and(gt(schema.sets.id, from), lte(schema.sets.id, to)));
            for (const row of rows) genres.set(row.id, row.genre);
          }
          const jobs = Array.from({ length: to - from }, (_, i) => ({
            kind,
            id: from + i + 1,
            genre: genres.get(from + i + 1) ?? null,
          }));
          await writeArtFiles(mediaDir, jobs);
        },
      });
    }
    return steps;
  };
  return [
    statements('artists and labels', plan.artists.count + plan.labels.count, artistsSql(plan)),
    statements('sets', plan.sets.count * 3, setsSql(plan)),
    statements('tracks', plan.tracks.count * 4, [insertTracks ?? '']),
    statements('track credits', plan.tracks.count, [insertCredits ?? '']),
    statements('set tracks', plan.sets.count * 18, [insertSetTracks ?? '']),
    statements('users', plan.users.count, [usersSql(plan)]),
    ...likes('set_likes', plan.setLikes),
    ...likes('track_likes', plan.trackLikes),
    {
      label: 'sequences',
      weight: 10,
      run: async (tx) => {
        for (const table of ['artists', 'labels', 'tracks', 'sets', 'set_tracks', 'users']) {
          await resetIdentity(tx, table);
        }
      },
    },
    ...artStep('sets', plan.sets),
    ...artStep('artists', plan.artists),
    ...artStep('labels', plan.labels),
  ];
}
