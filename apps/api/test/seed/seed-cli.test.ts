import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

const cli = fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url));
let dataDir: string;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rabbithole-seed-cli-'));
  database = await freshDatabase();
});

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run cli -- seed …` with its output on pipes (not a terminal: plain progress lines). */
function seed(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  if (database.options.kind === 'postgres') env.DATABASE_URL = database.options.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', cli, 'seed', ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run cli -- seed', { timeout: 180_000 }, () => {
  it('refuses an unknown scale before touching the database', async () => {
    const result = await seed(['--scale', 'huge']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--scale must be one of: demo, large.');
  });

  it('seeds the demo catalog with its art once, then refuses a database that holds sets', async () => {
    const first = await seed(['--scale', 'demo']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^Seeded .+ in [\d.]+ s: 320 sets, 420 artists, 64 labels, \d{4} tracks, 0 likes\.\n$/,
    );
    expect(existsSync(join(dataDir, 'media', 'art', 'sets', '320.svg'))).toBe(true);
    const second = await seed([]);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/^Refusing to seed .+: it already holds sets/);
  });
});
