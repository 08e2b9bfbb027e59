import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function runPlugin(dir: string) {
  const plugin = precompress();
  const config = { root: dir, build: { outDir: 'dist' } } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
}

it('writes .br and .gz beside text assets of 1 KB or more, and only those', async () => {
  root = await mkdtemp(join(tmpdir(), 'precompress-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  const script = 'console.log("rabbithole");\n'.repeat(100);
  await writeFile(join(dist, 'assets', 'index-abc.js'), script);
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(dist, 'assets', 'art.png'), Buffer.alloc(4096));

  await runPlugin(root);

  expect((await readdir(join(dist, 'assets'))).sort()).toEqual([
    'art.png',
    'index-abc.js',
    'index-abc.js.br',
    'index-abc.js.gz',
  ]);
  expect(await readdir(dist)).not.toContain('index.html.gz');
  const br = await readFile(join(dist, 'assets', 'index-abc.js.br'));
  const gz = await readFile(join(dist, 'assets', 'index-abc.js.gz'));
  expect(brotliDecompressSync(br).toString()).toBe(script);
  expect(gunzipSync(gz).toString()).toBe(script);
});
