import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SetsPageSchema, type SetsPage } from '@rabbithole/api-contract';
import { spawnServer, type SpawnedServer } from '@rabbithole/test-support';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const SEEDING = 'Seeding the demo catalog';

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rabbithole-process-'));
  dirs.push(dir);
  return dir;
}

function start(dataDir: string): SpawnedServer {
  const server = spawnServer(dataDir);
  children.push(server.child);
  return server;
}

async function waitFor<T>(what: string, server: SpawnedServer, probe: () => T | null): Promise<T> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const found = probe();
    if (found !== null) return found;
    if (server.child.exitCode !== null) {
      throw new Error(`server exited before ${what}:\n${server.stdout()}\n${server.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}:\n${server.stdout()}\n${server.stderr()}`);
}

/** Every set, page after page (the demo catalog holds more than the largest page). */
async function sets(url: string): Promise<SetsPage> {
  const data: SetsPage['data'] = [];
  for (;;) {
    const response = await fetch(`${url}/api/sets?limit=100&offset=${data.length}`);
    expect(response.status).toBe(200);
    const page = SetsPageSchema.parse(await response.json());
    data.push(...page.data);
    if (page.data.length === 0 || data.length >= page.pagination.total) {
      return { data, pagination: { offset: 0, count: data.length, total: page.pagination.total } };
    }
  }
}

describe('the server process on an embedded database', () => {
  it('refuses a second server on the same DATA_DIR while the first keeps serving', async () => {
    const dataDir = freshDataDir();
    const first = start(dataDir);
    const url = await first.listening();

    const second = start(dataDir);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain(dataDir);
    expect(second.stderr()).toContain(`pid ${first.child.pid}`);

    const page = await sets(url);
    expect(page.pagination.total).toBeGreaterThanOrEqual(80);
  });

  it('recovers from SIGKILL during seeding and after committed writes, never half-seeded', async () => {
    const dataDir = freshDataDir();
    const seeding = start(dataDir);
    await waitFor('seeding to begin', seeding, () =>
      seeding.stdout().includes(SEEDING) ? true : null,
    );
    seeding.child.kill('SIGKILL');
    await seeding.exited;

    // The lock and PGlite's postmaster.pid are left behind; the next start must cope.
    const second = start(dataDir);
    const url = await second.listening();
    const seeded = await sets(url);
    expect(seeded.pagination.total).toBeGreaterThanOrEqual(80);
    expect(seeded.data).toHaveLength(seeded.pagination.total);
    second.child.kill('SIGKILL');
    await second.exited;

    const third = start(dataDir);
    const again = await sets(await third.listening());
    expect(third.stdout()).not.toContain(SEEDING);
    expect(again).toEqual(seeded);
  });

  it('stops with exit code 0 on SIGTERM and restarts with the same data, without re-seeding', async () => {
    const dataDir = freshDataDir();
    const first = start(dataDir);
    const before = await sets(await first.listening());
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'rabbithole.lock'))).toBe(false);

    const second = start(dataDir);
    const after = await sets(await second.listening());
    expect(second.stdout()).not.toContain(SEEDING);
    expect(after.data.map((set) => set.id)).toEqual(before.data.map((set) => set.id));
    expect(after.pagination.total).toBe(before.pagination.total);
  });
});
