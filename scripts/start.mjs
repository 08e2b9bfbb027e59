// `npm start`: build what is missing, then run the server in this process so Ctrl-C reaches it
// directly (the server migrates, seeds an empty embedded database, and shuts down gracefully).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

try {
  await buildWebIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
register();
await import('../apps/api/src/server.ts');
