import { createContext } from 'react';
import { idleState } from './defaults.ts';
import type { PlayerEngine } from './engine.ts';
import type { PlayerState } from './types.ts';
import { DEFAULT_VOLUME } from './volume.ts';

const IDLE = idleState(DEFAULT_VOLUME);

/**
 * Where a PlayerProvider's engine is: empty until its audio element is in the page, then the
 * engine. The slot never changes, so the engine's arrival re-renders only what shows a part of
 * its state other than idle's; a new context value re-rendered every control of the page (every
 * row of a set's track list, just after a server-rendered page hydrated, bench/README.md).
 */
export class EngineSlot {
  #engine: PlayerEngine | null;
  #stopListening: (() => void) | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(engine: PlayerEngine | null = null) {
    this.#engine = null;
    this.fill(engine);
  }

  get engine(): PlayerEngine | null {
    return this.#engine;
  }

  /** Puts `engine` in the slot (null empties it) and tells every subscriber. */
  fill(engine: PlayerEngine | null): void {
    if (engine === this.#engine) return;
    this.#stopListening?.();
    this.#engine = engine;
    this.#stopListening = engine?.subscribe(this.#notify);
    this.#notify();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The engine's state; idle's while the slot is empty. */
  readonly getSnapshot = (): PlayerState => this.#engine?.getSnapshot() ?? IDLE;

  readonly #notify = () => {
    for (const listener of this.#listeners) listener();
  };
}

/** The slot of the nearest PlayerProvider; undefined with no provider at all. */
export const PlayerContext = createContext<EngineSlot | undefined>(undefined);
