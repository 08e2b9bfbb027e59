import {
  createApiClient,
  createTokenManager,
  memoryStorage,
  setDefaultApiClient,
} from '@rabbithole/feature-kit';
import { storageMirroredToCookie } from './sessionCookie.ts';

/**
 * The app's one token manager and the API client that signs its calls with it (the session's,
 * and every container's through SWR). Rendered on the server (server/render.tsx) there is no
 * localStorage: nothing there signs in, and each page's reads go through a client of its own.
 */
export const tokens = createTokenManager({
  storage:
    typeof localStorage === 'undefined' ? memoryStorage() : storageMirroredToCookie(localStorage),
});
export const client = createApiClient({ tokens });
// Every container's reads go through it, so the catalog answers carry the listener's own stats.
setDefaultApiClient(client);
