import { createApiClient, createTokenManager, setDefaultApiClient } from '@rabbithole/feature-kit';

/**
 * The app's one token manager and the API client that signs its calls with it (the session's,
 * and every container's through SWR).
 */
export const tokens = createTokenManager();
export const client = createApiClient({ tokens });
// Every container's reads go through it, so the catalog answers carry the listener's own stats.
setDefaultApiClient(client);
