import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPlayer } from './test/player.ts';
import { playerSet } from './test/sets.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const set = playerSet(1);

/** A player 90 s into `set`, playing. */
async function playingAt90s() {
  const player = testPlayer();
  player.engine.load(set, { startMs: 80_000 });
  player.audio.knowDuration(600);
  await player.audio.elapse(10_000);
  return player;
}

describe('an audio failure (spec.md section 4)', () => {
  it('refreshes the token, then loads the audio again where it was and plays on', async () => {
    const { engine, audio, api } = await playingAt90s();
    audio.fail();
    expect(engine.getSnapshot()).toMatchObject({ status: 'loading', positionMs: 90_000 });
    expect(audio.loads).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.refreshToken).toHaveBeenCalledOnce();
    expect(audio.loads).toBe(1);
    expect(audio.src).toBe('/media/sets/1.mp3');
    expect(audio.currentTime).toBe(90);
    expect(engine.getSnapshot()).toMatchObject({ status: 'playing', error: undefined });
  });

  it('stays paused when it was paused', async () => {
    const { engine, audio } = await playingAt90s();
    engine.pause();
    audio.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.loads).toBe(1);
    expect(audio.currentTime).toBe(90);
    expect(audio.paused).toBe(true);
    expect(engine.getSnapshot().status).toBe('paused');
  });

  it('gives up on the set after two retries, until the listener plays it again', async () => {
    const { engine, audio, api } = await playingAt90s();
    for (let failure = 0; failure < 3; failure += 1) {
      audio.fail();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(api.refreshToken).toHaveBeenCalledTimes(2);
    expect(audio.loads).toBe(2);
    expect(engine.getSnapshot()).toMatchObject({
      status: 'paused',
      positionMs: 90_000,
      error: 'playback-failed',
    });

    engine.play();
    expect(audio.currentTime).toBe(90);
    expect(engine.getSnapshot()).toMatchObject({ status: 'playing', error: undefined });
    audio.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.refreshToken).toHaveBeenCalledTimes(3);
  });

  it('gives up at once when no token can be had', async () => {
    const { engine, audio, api, log } = await playingAt90s();
    api.refreshToken.mockRejectedValue(new Error('Authentication expired'));
    audio.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.loads).toBe(0);
    expect(engine.getSnapshot()).toMatchObject({ status: 'paused', error: 'playback-failed' });
    expect(log).toHaveBeenCalledWith(
      'Refreshing the token for the audio failed',
      new Error('Authentication expired'),
    );
  });

  it('counts retries per set', async () => {
    const { engine, audio, api } = await playingAt90s();
    audio.fail();
    audio.fail();
    await vi.advanceTimersByTimeAsync(0);
    engine.load(playerSet(2));
    audio.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.refreshToken).toHaveBeenCalledTimes(3);
    expect(engine.getSnapshot().error).toBeUndefined();
  });
});
