import type { SWRConfiguration } from 'swr';
import { ApiError } from './ApiError.ts';

/**
 * Only a server that failed or asked us to wait may answer differently next time; a 4xx or a
 * contract mismatch will not, so retrying them only adds load.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status >= 500 || error.status === 429);
}

/** App-wide SWR settings: spec.md section 7 retries a failed call once in the foreground. */
export const swrConfig = {
  errorRetryCount: 1,
  shouldRetryOnError: isRetryable,
} satisfies SWRConfiguration;
