import type { Queue, SetDetail } from '@rabbithole/api-contract';
import { vi } from 'vitest';
import { memoryStorage } from '../../session/index.ts';
import { PlayerEngine } from '../engine.ts';
import type { PlayerApi } from '../types.ts';
import { FakeAudio } from './fakeAudio.ts';

/** The API as a test scripts it: every call recorded, answering nothing unless told. */
export function fakeApi(sets: readonly SetDetail[] = []) {
  return {
    savePlay: vi.fn<PlayerApi['savePlay']>(() => Promise.resolve()),
    advanceQueue: vi.fn<PlayerApi['advanceQueue']>(() => Promise.resolve(undefined)),
    getQueue: vi.fn<PlayerApi['getQueue']>(() => Promise.resolve(undefined)),
    loadSet: vi.fn<PlayerApi['loadSet']>((id) =>
      Promise.resolve(sets.find((set) => set.id === id)),
    ),
    refreshToken: vi.fn<PlayerApi['refreshToken']>(() => Promise.resolve()),
    setQueueCurrent: vi.fn<NonNullable<PlayerApi['setQueueCurrent']>>(() =>
      Promise.resolve(undefined),
    ),
  };
}

/** A queue whose items are these sets, the one with `currentId` current. */
export function queueOf(sets: readonly SetDetail[], currentId: number): Queue {
  return {
    data: sets.map((set, index) => ({
      id: 900 + index,
      user_id: 1,
      set_meta_id: set.id,
      set_meta: set,
      order: index + 1,
      is_current: set.id === currentId,
    })),
  };
}

/** A player on a fake element and API, with its volume kept in memory. */
export function testPlayer(
  options: {
    sets?: readonly SetDetail[];
    storage?: Storage;
    mediaSession?: MediaSession | null;
  } = {},
) {
  const audio = new FakeAudio();
  const api = fakeApi(options.sets);
  const storage = options.storage ?? memoryStorage();
  const log = vi.fn();
  const engine = new PlayerEngine({
    audio,
    api,
    storage,
    mediaSession: options.mediaSession ?? null,
    log,
  });
  return { engine, audio, api, storage, log };
}
