import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { fakePage } from './fakePage.ts';
import { createRecoveryQueue, type RecoveryQueueOptions } from './recoveryQueue.ts';

const START = Date.parse('2026-03-01T12:00:00.000Z');

function queue(options: Partial<RecoveryQueueOptions> = {}) {
  return createRecoveryQueue({
    mode: fakePage('visible').mode,
    refreshToken: vi.fn(async () => 'fresh'),
    log: vi.fn(),
    ...options,
  });
}

const serverError = () => new ApiError({ status: 502, code: 502, message: 'Bad Gateway' });

/** Runs the fake clock long enough for any wait, then gives the outcome. */
async function settled<Result>(promise: Promise<Result>) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  return outcome;
}

beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => vi.useRealTimers());

describe('the error-recovery queue', () => {
  it('retries an item at most 3 times, then drops it with its last failure', async () => {
    const recovery = queue();
    const last = serverError();
    const retry = vi.fn().mockRejectedValueOnce(serverError()).mockRejectedValueOnce(serverError());
    retry.mockRejectedValueOnce(last).mockResolvedValue('never');
    const outcome = settled(recovery.recover({ category: 'network', error: serverError(), retry }));
    expect(recovery.size).toBe(1);
    expect(await outcome).toEqual({ error: last });
    expect(retry).toHaveBeenCalledTimes(3);
    expect(recovery.size).toBe(0);
  });

  it('keeps an unknown failure while the page is hidden and retries it once visible', async () => {
    const page = fakePage('hidden');
    const log = vi.fn();
    const recovery = queue({ mode: page.mode, log });
    const retry = vi.fn(async () => 'done');
    const result = recovery.recover({ category: 'unknown', error: new Error('odd'), retry });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(retry).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Request failed', new Error('odd'));
    page.show('visible');
    await expect(result).resolves.toBe('done');
  });

  it('logs an unknown failure in the foreground and gives it back without retrying', async () => {
    const log = vi.fn();
    const retry = vi.fn();
    const outcome = await settled(
      queue({ log }).recover({ category: 'unknown', error: new Error('odd'), retry }),
    );
    expect(outcome).toEqual({ error: new Error('odd') });
    expect(log).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
  });

  it('signals reauthentication for an authentication error and does not retry it', async () => {
    const recovery = queue();
    const reauthenticate = vi.fn();
    recovery.onReauthenticate(reauthenticate);
    const retry = vi.fn();
    const outcome = await settled(
      recovery.recover({ category: 'authentication', error: new Error('denied'), retry }),
    );
    expect(outcome).toEqual({ error: new Error('denied') });
    expect(reauthenticate).toHaveBeenCalledWith(new Error('denied'));
    expect(retry).not.toHaveBeenCalled();
  });
});

describe('audio playback failures', () => {
  it('refresh the token and play again with it', async () => {
    const refreshToken = vi.fn(async () => 'fresh');
    const play = vi.fn(async (token: string) => `playing with ${token}`);
    const outcome = await settled(queue({ refreshToken }).recoverAudioPlayback(play));
    expect(outcome).toEqual({ value: 'playing with fresh' });
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('stay audio failures on each retry, at most 3', async () => {
    const refreshToken = vi.fn(async () => 'fresh');
    const play = vi.fn(() => Promise.reject(new Error('MEDIA_ERR_NETWORK')));
    const outcome = await settled(queue({ refreshToken }).recoverAudioPlayback(play));
    expect(outcome).toEqual({ error: new Error('MEDIA_ERR_NETWORK') });
    expect(play).toHaveBeenCalledTimes(3);
    expect(refreshToken).toHaveBeenCalledTimes(3);
  });

  it('signal reauthentication when the refresh fails', async () => {
    const recovery = queue({
      refreshToken: () => Promise.reject(new Error('Token refresh failed: 500')),
    });
    const reauthenticate = vi.fn();
    recovery.onReauthenticate(reauthenticate);
    const play = vi.fn();
    const outcome = await settled(recovery.recoverAudioPlayback(play));
    expect(outcome).toEqual({ error: new Error('Token refresh failed: 500') });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(play).not.toHaveBeenCalled();
  });

  it('say "No valid authentication token available" when the session has ended', async () => {
    const play = vi.fn();
    const outcome = await settled(
      queue({ refreshToken: async () => null }).recoverAudioPlayback(play),
    );
    expect(outcome).toEqual({ error: new Error('No valid authentication token available') });
    expect(play).not.toHaveBeenCalled();
  });
});
