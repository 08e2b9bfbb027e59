// `npm run dev`: the API in watch mode and the Vite dev server (HMR, proxying /api and /media to
// the API). Ctrl-C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  ['api', ['run', 'dev', '-w', '@rabbithole/api']],
  ['web', ['run', 'dev', '-w', '@rabbithole/web']],
].map(([name, args]) => {
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping the rest.`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
