import { ApiError } from './ApiError.ts';
import type { ClientModeSource } from './clientMode.ts';
import {
  categorize,
  DEFAULT_RATE_LIMIT_WAIT_SECONDS,
  MAX_RECOVERY_TRIES,
  retryDelayMs,
  sleep,
  type RecoveryCategory,
} from './retryPolicy.ts';

/** spec.md section 8: what a retry that needs a token is told when none can be had. */
export const NO_VALID_TOKEN = 'No valid authentication token available';

/** Something that failed and may succeed if tried again (spec.md section 4). */
export interface RecoveryItem<Result> {
  category: RecoveryCategory;
  /** The failure that brought it here; rethrown if the item is dropped before any retry. */
  error: unknown;
  /**
   * Tries again. `token` is the freshly refreshed token for `token-expired` and
   * `audio-playback` items, null otherwise.
   */
  retry: (token: string | null) => Promise<Result>;
  /** Retries allowed, read before each one. @default 3 */
  maxTries?: number | (() => number);
  /** Cancels the waits and further retries; the item then rejects with the abort. */
  signal?: AbortSignal | undefined;
}

export interface RecoveryQueue {
  /**
   * Retries `item` as its category says, re-reading the category from each new failure, until
   * it succeeds or runs out of tries; then it rejects with the last failure (dropped).
   */
  recover<Result>(item: RecoveryItem<Result>): Promise<Result>;
  /** For the player: the audio failed to load, so refresh the token and play again with it. */
  recoverAudioPlayback<Result>(play: (token: string) => Promise<Result>): Promise<Result>;
  /** Told when a refresh failed and the user has to sign in again. */
  onReauthenticate(listener: (error: unknown) => void): () => void;
  /** How many items are waiting for their next try. */
  readonly size: number;
}

export interface RecoveryQueueOptions {
  mode: ClientModeSource;
  /** Forces a token refresh; null means the session ended. */
  refreshToken: () => Promise<string | null>;
  /** @default Date.now */
  now?: () => number;
  /** Where `unknown` failures are logged. @default console.warn */
  log?: (message: string, error: unknown) => void;
}

export function createRecoveryQueue(options: RecoveryQueueOptions): RecoveryQueue {
  const { mode, refreshToken } = options;
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const reauthListeners = new Set<(error: unknown) => void>();
  let size = 0;
  // Every rate-limited item waits for the latest Retry-After: the server limits us, not a call.
  let rateLimitedUntil = 0;

  function untilForeground(signal: AbortSignal | undefined): Promise<void> {
    if (mode.mode === 'foreground') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        stop();
        reject(signal?.reason as Error);
      };
      const stop = mode.onChange((next) => {
        if (next !== 'foreground') return;
        stop();
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  async function freshToken(original: unknown): Promise<string> {
    let token: string | null;
    try {
      token = await refreshToken();
    } catch (error) {
      for (const listener of reauthListeners) listener(error);
      throw error;
    }
    if (token !== null) return token;
    // The token manager has already said "Authentication expired"; the caller gets its failure.
    throw original instanceof ApiError ? original : new Error(NO_VALID_TOKEN);
  }

  /** Waits as `category` requires before try number `tries`; resolves the token to retry with. */
  async function prepare(
    category: RecoveryCategory,
    error: unknown,
    tries: number,
    signal: AbortSignal | undefined,
  ): Promise<string | null> {
    switch (category) {
      case 'authentication':
        for (const listener of reauthListeners) listener(error);
        throw error;
      case 'token-expired':
        await sleep(retryDelayMs(tries), signal);
        return freshToken(error);
      case 'audio-playback':
        return freshToken(error);
      case 'rate-limited': {
        const wait =
          (error instanceof ApiError ? error.retryAfter : undefined) ??
          DEFAULT_RATE_LIMIT_WAIT_SECONDS;
        rateLimitedUntil = Math.max(rateLimitedUntil, now() + wait * 1000);
        await sleep(rateLimitedUntil - now(), signal);
        return null;
      }
      case 'network':
        await sleep(retryDelayMs(tries), signal);
        return null;
      case 'unknown':
        log('Request failed', error);
        if (mode.mode === 'foreground') throw error;
        await untilForeground(signal);
        return null;
    }
  }

  async function recover<Result>(item: RecoveryItem<Result>): Promise<Result> {
    const limit = () =>
      typeof item.maxTries === 'function' ? item.maxTries() : (item.maxTries ?? MAX_RECOVERY_TRIES);
    let { category, error } = item;
    size += 1;
    try {
      for (let tries = 0; tries < limit(); tries += 1) {
        const token = await prepare(category, error, tries, item.signal);
        if (item.signal?.aborted) throw item.signal.reason as Error;
        try {
          return await item.retry(token);
        } catch (failure) {
          error = failure;
          const next = categorize(failure);
          if (next === null) throw failure;
          // A player's retry fails in its own terms; it stays an audio failure unless the API said more.
          category = category === 'audio-playback' && next === 'unknown' ? category : next;
        }
      }
      throw error;
    } finally {
      size -= 1;
    }
  }

  return {
    recover,
    recoverAudioPlayback(play) {
      return recover({
        category: 'audio-playback',
        error: new Error('Audio playback failed'),
        retry: (token) => play(token ?? ''),
      });
    },
    onReauthenticate(listener) {
      reauthListeners.add(listener);
      return () => reauthListeners.delete(listener);
    },
    get size() {
      return size;
    },
  };
}
