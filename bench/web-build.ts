// The production build of the web app, as the browser benchmarks load it from the real server.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** Builds the web app, unless the runner (run.ts) built it once for every benchmark. */
export function buildWeb(): void {
  if (process.env.BENCH_WEB_BUILT === '1') return;
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@rabbithole/web'], { stdio: 'inherit' });
}

/** The bytes a browser downloads for a served path: the build's own .gz when it wrote one. */
export function gzipSize(path: string): number {
  const file = `${dist}${path}`;
  if (!existsSync(file)) return 0;
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}
