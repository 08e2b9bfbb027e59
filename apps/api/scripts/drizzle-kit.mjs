// Runs drizzle-kit so that it can import this workspace's drizzle-orm. npm hoists drizzle-kit to
// the root node_modules but keeps drizzle-orm in apps/api/node_modules, where drizzle-kit's own
// `import('drizzle-orm')` cannot see it; a link inside this workspace plus --preserve-symlinks
// makes Node resolve from here instead. Usage: npm run db:generate -w @rabbithole/api
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = fileURLToPath(new URL('..', import.meta.url));
const link = join(workspace, 'node_modules', 'drizzle-kit');
if (!lstatSync(link, { throwIfNoEntry: false })) {
  // drizzle-kit's package.json has no "exports" entry for itself: find it the way Node would.
  let dir = dirname(workspace);
  while (!existsSync(join(dir, 'node_modules', 'drizzle-kit', 'bin.cjs'))) {
    if (dirname(dir) === dir) throw new Error('drizzle-kit is not installed; run npm install.');
    dir = dirname(dir);
  }
  symlinkSync(join(dir, 'node_modules', 'drizzle-kit'), link, 'dir');
}
const child = spawn(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    join(link, 'bin.cjs'),
    ...process.argv.slice(2),
  ],
  { cwd: workspace, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
