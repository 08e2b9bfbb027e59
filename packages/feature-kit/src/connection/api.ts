import { routes } from '@rabbithole/api-contract';
import { apiClient, type ApiClient } from '../api/index.ts';

/**
 * Whether the server answers at all: its liveness probe, which reads no database, once and without
 * a token (a retry would only keep a listener who pressed Retry waiting).
 */
export async function serverAnswers(client: ApiClient = apiClient): Promise<boolean> {
  try {
    await client.request(routes.getLiveness, { auth: 'none', retry: false });
    return true;
  } catch {
    return false;
  }
}
