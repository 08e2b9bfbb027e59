import { createApiClient, createTokenManager } from '@rabbithole/feature-kit';

/**
 * The app's one token manager and the API client that signs its calls with it (the session's,
 * and every container's through SWR).
 */
export const tokens = createTokenManager();
export const client = createApiClient({ tokens });
