import { attempt, type PlayerLog } from './calls.ts';
import { SAVE_INTERVAL_MS } from './constants.ts';
import type { PlayerApi } from './types.ts';

export interface ProgressSaver {
  /** Playback started: saved now, then every 30 s until `stop`. */
  start(): void;
  stop(): void;
  /** Saves now, unless this very moment of this set was the last saved. */
  save(): void;
  /** A new set or none: whatever was saved last no longer counts. */
  forget(): void;
}

/**
 * spec.md sections 4 and 7: PUT /plays when playback starts and every 30 seconds while it plays.
 * `where` says which set and moment the listener is at (none without a set).
 */
export function createProgressSaver(
  api: Pick<PlayerApi, 'savePlay'>,
  log: PlayerLog,
  where: () => { setId: number; ms: number } | undefined,
): ProgressSaver {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastSaved = '';

  function save() {
    const at = where();
    if (!at) return;
    const key = `${at.setId}:${at.ms}`;
    if (key === lastSaved) return;
    lastSaved = key;
    void attempt(log, 'Saving the play position failed', () => api.savePlay(at.setId, at.ms));
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
  }

  return {
    start() {
      stop();
      timer = setInterval(save, SAVE_INTERVAL_MS);
      save();
    },
    stop,
    save,
    forget() {
      lastSaved = '';
    },
  };
}
