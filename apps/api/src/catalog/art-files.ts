import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Genre } from '@rabbithole/api-contract';
import { artSvg, type ArtKind } from '../seed/art.ts';

export interface ArtJob {
  kind: ArtKind;
  id: number;
  genre: Genre | null;
  /** The row was created or changed: draw even if a file exists. */
  redraw: boolean;
}

// Files written at once: enough to keep the disk busy, few enough to stay far from EMFILE.
const PARALLEL = 32;

/**
 * The generated art of imported rows that have no image of their own, drawn by the demo
 * catalog's art (seed/art.ts) at the path the rows name (`/art/<kind>/<id>.svg` under the media
 * directory). Unchanged rows are redrawn only when their file is missing (a new media directory).
 */
export async function writeDefaultArt(mediaDir: string, jobs: readonly ArtJob[]): Promise<void> {
  const pending = jobs.filter(
    (job) => job.redraw || !existsSync(join(mediaDir, 'art', job.kind, `${job.id}.svg`)),
  );
  for (const kind of new Set(pending.map((job) => job.kind))) {
    await mkdir(join(mediaDir, 'art', kind), { recursive: true });
  }
  for (let start = 0; start < pending.length; start += PARALLEL) {
    await Promise.all(
      pending
        .slice(start, start + PARALLEL)
        .map((job) =>
          writeFile(
            join(mediaDir, 'art', job.kind, `${job.id}.svg`),
            artSvg(job.kind, job.id, job.genre),
          ),
        ),
    );
  }
}
