import type { Queue } from '@rabbithole/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueOf, testPlayer } from './test/player.ts';
import { playerSet } from './test/sets.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const first = playerSet(1);
const second = playerSet(2, {
  user_fav: {
    is_fav: false,
    show_likes: true,
    user_likes: 0,
    first_liked_date: null,
    current_timestamp: 45_000,
  },
});
const sets = [first, second];

/** Plays `first` to its end with the API answering `advanced` to PUT /queue/next. */
async function endFirst(advanced: Queue | undefined) {
  const player = testPlayer({ sets });
  const queues: Queue[] = [];
  player.engine.onQueueChanged((queue) => queues.push(queue));
  player.api.advanceQueue.mockResolvedValue(advanced);
  player.engine.load(first);
  player.audio.knowDuration(600);
  player.audio.end();
  await vi.advanceTimersByTimeAsync(0);
  return { ...player, queues };
}

describe('the end of a set (spec.md section 4)', () => {
  it('advances the queue and plays its next set from where the listener left it', async () => {
    const advanced = queueOf(sets, 2);
    const { engine, audio, api, queues } = await endFirst(advanced);
    expect(api.advanceQueue).toHaveBeenCalledOnce();
    expect(api.loadSet).toHaveBeenCalledExactlyOnceWith(2);
    expect(queues).toEqual([advanced]);
    expect(audio.src).toBe('/media/sets/2.mp3');
    expect(audio.currentTime).toBe(45);
    expect(engine.getSnapshot()).toMatchObject({ set: second, status: 'playing' });
    expect(api.getQueue).not.toHaveBeenCalled();
  });

  it('at the last item reads the queue again and stays paused at the end', async () => {
    const fresh = queueOf(sets, 1);
    const atLast = queueOf([first], 1);
    const player = testPlayer({ sets });
    player.api.getQueue.mockResolvedValue(fresh);
    player.api.advanceQueue.mockResolvedValue(atLast);
    const queues: Queue[] = [];
    player.engine.onQueueChanged((queue) => queues.push(queue));
    player.engine.load(first);
    player.audio.end();
    await vi.advanceTimersByTimeAsync(0);

    expect(player.api.getQueue).toHaveBeenCalledOnce();
    expect(queues).toEqual([atLast, fresh]);
    expect(player.api.loadSet).not.toHaveBeenCalled();
    expect(player.audio.src).toBe('/media/sets/1.mp3');
    expect(player.engine.getSnapshot()).toMatchObject({
      set: first,
      status: 'paused',
      positionMs: 600_000,
    });
  });

  it('reads the queue again when advancing it failed', async () => {
    const player = testPlayer({ sets });
    player.api.advanceQueue.mockRejectedValue(new Error('offline'));
    player.engine.load(first);
    player.audio.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(player.api.getQueue).toHaveBeenCalledOnce();
    expect(player.log).toHaveBeenCalledWith('Advancing the queue failed', new Error('offline'));
  });

  it('plays nothing new when the listener signed out meanwhile', async () => {
    const player = testPlayer({ sets });
    let answer: (queue: Queue) => void = () => undefined;
    player.api.advanceQueue.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    player.engine.load(first);
    player.audio.end();
    player.engine.reset();
    answer(queueOf(sets, 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(player.api.loadSet).not.toHaveBeenCalled();
    expect(player.engine.getSnapshot().status).toBe('idle');
  });
});

describe('playing a set by choice', () => {
  it('reads it by id, plays it and makes it the queue’s current item', async () => {
    const player = testPlayer({ sets });
    const current = queueOf(sets, 2);
    player.api.setQueueCurrent.mockResolvedValue(current);
    const queues: Queue[] = [];
    player.engine.onQueueChanged((queue) => queues.push(queue));
    await player.engine.playSet(2, { startMs: 61_000 });
    expect(player.api.loadSet).toHaveBeenCalledExactlyOnceWith(2);
    expect(player.api.setQueueCurrent).toHaveBeenCalledExactlyOnceWith(2);
    expect(queues).toEqual([current]);
    expect(player.audio.currentTime).toBe(61);
    expect(player.engine.getSnapshot()).toMatchObject({ set: second, status: 'playing' });
  });

  it('carries on with the set already playing rather than loading it again', async () => {
    const player = testPlayer({ sets });
    player.engine.load(first);
    await player.audio.elapse(5_000);
    player.engine.pause();
    await player.engine.playSet(first);
    expect(player.audio.currentTime).toBe(5);
    expect(player.engine.getSnapshot().status).toBe('playing');
    await player.engine.playSet(1, { startMs: 200_000 });
    expect(player.audio.currentTime).toBe(200);
    expect(player.api.loadSet).not.toHaveBeenCalled();
    expect(player.api.setQueueCurrent).not.toHaveBeenCalled();
  });

  it('keeps what plays when the set cannot be read', async () => {
    const player = testPlayer({ sets });
    player.engine.load(first);
    await player.engine.playSet(99);
    expect(player.engine.getSnapshot()).toMatchObject({ set: first, status: 'playing' });
  });
});

describe('resuming the queue after a reload', () => {
  it('loads the current set paused where the listener left it, without playing or re-queueing', async () => {
    const { engine, audio, api } = testPlayer({ sets });
    await engine.resume(2);
    expect(engine.getSnapshot()).toMatchObject({
      set: second,
      status: 'paused',
      positionMs: 45_000,
    });
    expect(audio.paused).toBe(true);
    expect(api.setQueueCurrent).not.toHaveBeenCalled();
  });

  it('gives way to a set the listener asked for first, even one still being read', async () => {
    const { engine, api } = testPlayer({ sets });
    const asked = engine.playSet(1, { startMs: 10_000 });
    await engine.resume(2);
    await asked;
    expect(engine.getSnapshot()).toMatchObject({
      set: first,
      status: 'playing',
      positionMs: 10_000,
    });
    expect(api.loadSet).toHaveBeenCalledExactlyOnceWith(1);
  });
});
