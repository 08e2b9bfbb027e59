import { ApiContractError, ApiError } from './ApiError.ts';

/** spec.md section 9: retries of a failed call, by client mode. */
export const RETRY_LIMITS = { foreground: 1, background: 3 } as const;
/** spec.md section 9: a queued error is retried at most 3 times, then dropped. */
export const MAX_RECOVERY_TRIES = 3;
/** spec.md section 9: a 429 without `Retry-After` waits a minute. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 60;

/** spec.md section 7: the wait before retry n (counted from 0) is 2^n seconds. */
export function retryDelayMs(attempt: number): number {
  return 2 ** attempt * 1000;
}

/** Seconds a `Retry-After` header asks for (delta-seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** spec.md section 4's error recovery categories. */
export const RECOVERY_CATEGORIES = [
  'authentication',
  'token-expired',
  'rate-limited',
  'network',
  'audio-playback',
  'unknown',
] as const;
export type RecoveryCategory = (typeof RECOVERY_CATEGORIES)[number];

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The recovery category of a failure, or null when trying again cannot change the outcome: an
 * abort, a contract break, or an answer such as 400, 403, 404 or 422.
 */
export function categorize(error: unknown): RecoveryCategory | null {
  if (isAbort(error) || error instanceof ApiContractError) return null;
  if (error instanceof ApiError) {
    if (error.status === 401) return 'token-expired';
    if (error.status === 429) return 'rate-limited';
    return error.status >= 500 ? 'network' : null;
  }
  return 'unknown';
}

/** Waits `ms`; rejects with the abort reason as soon as `signal` is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      globalThis.clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = globalThis.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
