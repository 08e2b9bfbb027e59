// `npm start`: build what is missing, then run the server in this process so signals reach it
// directly (the server migrates, seeds an empty embedded database, and shuts down gracefully).
// package.json runs this with `exec`, so the shell npm starts becomes this process: a supervisor's
// SIGTERM or SIGINT to npm, which npm forwards to its child, lands here and not on a shell that
// would die and leave the server running. Under a process manager, run `node scripts/start.mjs`
// itself with package.json's two heap flags (or apps/api/src/server.ts with tsx and
// NODE_ENV=production); README's "Running in production" says why.
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

try {
  // WEB_DIST names an SPA built elsewhere: then apps/web/dist is not what will be served.
  if (!process.env.WEB_DIST) await buildWebIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
register();
await import('../apps/api/src/server.ts');
