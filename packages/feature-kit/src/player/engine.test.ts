import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../session/index.ts';
import { VOLUME_STORAGE_KEY } from './volume.ts';
import { playerSet } from './test/sets.ts';
import { testPlayer } from './test/player.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const set = playerSet(1);
const savedAt = (api: ReturnType<typeof testPlayer>['api']) =>
  api.savePlay.mock.calls.map(([, ms]) => ms);

describe('loading a set', () => {
  it('plays its audio from the start', () => {
    const { engine, audio } = testPlayer();
    engine.load(set);
    expect(audio.src).toBe('/media/sets/1.mp3');
    expect(audio.paused).toBe(false);
    expect(engine.getSnapshot()).toMatchObject({
      set,
      status: 'playing',
      positionMs: 0,
      durationMs: 600_000,
    });
  });

  it('resumes where the listener left it, and starts over a set heard to its end', () => {
    const { engine, audio } = testPlayer();
    const fav = { is_fav: false, show_likes: true, user_likes: 0, first_liked_date: null };
    engine.load(playerSet(1, { user_fav: { ...fav, current_timestamp: 125_000 } }));
    expect(audio.currentTime).toBe(125);
    engine.load(playerSet(1, { user_fav: { ...fav, current_timestamp: 590_000 } }));
    expect(audio.currentTime).toBe(0);
  });

  it('starts at the moment asked for, within the set, and may wait to be played', () => {
    const { engine, audio } = testPlayer();
    engine.load(set, { startMs: 9_999_999, autoplay: false });
    expect(audio.currentTime).toBe(600);
    expect(audio.paused).toBe(true);
    expect(engine.getSnapshot().status).toBe('paused');
  });

  it('moves to the start again once the audio is known, where the browser forgot it', () => {
    const { engine, audio } = testPlayer();
    engine.load(set, { startMs: 42_000, autoplay: false });
    audio.currentTime = 0;
    audio.knowDuration(600.5);
    expect(audio.currentTime).toBe(42);
    expect(engine.getSnapshot().durationMs).toBe(600_500);
  });

  it('waits for the listener when the browser refuses to play on its own', async () => {
    const { engine, audio } = testPlayer();
    audio.refusal = new DOMException('No gesture yet', 'NotAllowedError');
    engine.load(set);
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.getSnapshot().status).toBe('paused');
  });

  it('says a set without audio cannot play', () => {
    const { engine, audio } = testPlayer();
    engine.load(playerSet(1, { mp3_permalink: null }));
    expect(audio.src).toBe('');
    expect(engine.getSnapshot()).toMatchObject({ status: 'paused', error: 'playback-failed' });
  });
});

describe('progress (spec.md sections 4 and 9)', () => {
  it('is saved when playback starts and every 30 s while playing, never while paused', async () => {
    const { engine, audio, api } = testPlayer();
    engine.load(set, { startMs: 10_000 });
    expect(api.savePlay).toHaveBeenCalledExactlyOnceWith(1, 10_000);
    await audio.elapse(60_000);
    expect(savedAt(api)).toEqual([10_000, 40_000, 70_000]);

    engine.pause();
    await audio.elapse(120_000);
    expect(api.savePlay).toHaveBeenCalledTimes(3);

    engine.seek(100_000);
    engine.play();
    expect(savedAt(api)).toEqual([10_000, 40_000, 70_000, 100_000]);
    await audio.elapse(30_000);
    expect(savedAt(api).at(-1)).toBe(130_000);
  });

  it('counts each play after a pause as a start', async () => {
    const { engine, audio, api } = testPlayer();
    engine.load(set);
    await audio.elapse(5_000);
    engine.pause();
    engine.play();
    expect(savedAt(api)).toEqual([0, 5_000]);
  });

  it('is saved on demand (a hidden page) only when it moved since the last save', async () => {
    const { engine, audio, api } = testPlayer();
    engine.load(set);
    engine.saveNow();
    expect(api.savePlay).toHaveBeenCalledTimes(1);
    await audio.elapse(12_000);
    engine.pause();
    engine.saveNow();
    expect(savedAt(api)).toEqual([0, 12_000]);
  });

  it('goes on when a save fails, and only logs it', async () => {
    const { engine, audio, api, log } = testPlayer();
    api.savePlay.mockRejectedValue(new Error('offline'));
    engine.load(set);
    await audio.elapse(30_000);
    expect(log).toHaveBeenCalledWith('Saving the play position failed', new Error('offline'));
    expect(engine.getSnapshot().status).toBe('playing');
  });

  it('is shown once a second while playing, not on every movement', async () => {
    const { engine, audio } = testPlayer();
    engine.load(set);
    const shown: number[] = [];
    engine.subscribe(() => shown.push(engine.getSnapshot().positionMs));
    await audio.elapse(999);
    expect(shown).toEqual([]);
    await audio.elapse(1);
    expect(shown).toEqual([1_000]);
    await audio.elapse(2_000);
    expect(shown).toEqual([1_000, 2_000, 3_000]);
  });

  it('is shown at once on a seek and a pause', async () => {
    const { engine, audio } = testPlayer();
    engine.load(set);
    await audio.elapse(500);
    engine.pause();
    expect(engine.getSnapshot().positionMs).toBe(500);
    engine.seek(-5);
    expect(engine.getSnapshot().positionMs).toBe(0);
    engine.seek(61_234.4);
    expect(engine.getSnapshot().positionMs).toBe(61_234);
    expect(audio.currentTime).toBeCloseTo(61.234);
  });
});

describe('controls', () => {
  it('toggles, skips within the set and moves by track', () => {
    const { engine, audio } = testPlayer();
    engine.load(set, { startMs: 125_000 });
    engine.toggle();
    expect(engine.getSnapshot().status).toBe('paused');
    engine.toggle();
    expect(engine.getSnapshot().status).toBe('playing');

    engine.skipBy(10_000);
    expect(audio.currentTime).toBe(135);
    engine.previousTrack();
    expect(audio.currentTime).toBe(120);
    engine.previousTrack();
    expect(audio.currentTime).toBe(0);
    engine.nextTrack();
    expect(audio.currentTime).toBe(120);
    engine.skipBy(-1_000_000);
    expect(audio.currentTime).toBe(0);
  });

  it('stays on the last track when there is no next one', () => {
    const { engine, audio } = testPlayer();
    engine.load(set, { startMs: 500_000 });
    engine.nextTrack();
    expect(audio.currentTime).toBe(500);
  });

  it('does nothing without a set', () => {
    const { engine, audio } = testPlayer();
    engine.play();
    engine.seek(1000);
    engine.nextTrack();
    expect(audio.paused).toBe(true);
    expect(engine.getSnapshot()).toMatchObject({ status: 'idle', positionMs: 0 });
  });
});

describe('volume (spec.md section 9)', () => {
  it('starts at 1, runs from 0 to 1 in steps of 0.1 and is kept for the next visit', () => {
    const storage = memoryStorage();
    const { engine, audio } = testPlayer({ storage });
    expect(engine.getSnapshot().volume).toBe(1);
    engine.setVolume(0.66);
    expect(engine.getSnapshot().volume).toBe(0.7);
    expect(audio.volume).toBe(0.7);
    engine.setVolume(3);
    expect(engine.getSnapshot().volume).toBe(1);
    engine.setVolume(-1);
    expect(engine.getSnapshot().volume).toBe(0);
    engine.setVolume(0.34);
    expect(storage.getItem(VOLUME_STORAGE_KEY)).toBe('0.3');

    const next = testPlayer({ storage });
    expect(next.engine.getSnapshot().volume).toBe(0.3);
    expect(next.audio.volume).toBe(0.3);
  });

  it('reads a stored volume that is not one as the default', () => {
    const storage = memoryStorage({ [VOLUME_STORAGE_KEY]: 'loud' });
    expect(testPlayer({ storage }).engine.getSnapshot().volume).toBe(1);
  });
});

describe('reset (signing out)', () => {
  it('silences the audio, drops its source and forgets the set, keeping the volume', async () => {
    const { engine, audio, api } = testPlayer();
    engine.setVolume(0.5);
    engine.load(set, { startMs: 30_000 });
    audio.knowDuration(600);
    engine.reset();
    expect(audio.paused).toBe(true);
    expect(audio.src).toBe('');
    expect(engine.getSnapshot()).toEqual({
      status: 'idle',
      positionMs: 0,
      durationMs: 0,
      volume: 0.5,
      isBuffering: false,
    });
    await audio.elapse(120_000);
    expect(api.savePlay).toHaveBeenCalledTimes(1);
  });
});
