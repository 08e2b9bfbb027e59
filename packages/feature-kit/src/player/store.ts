import type { PlayerState } from './types.ts';

/** The player's state as React's useSyncExternalStore reads it: a new object only on a change. */
export class PlayerStore {
  #state: PlayerState;
  readonly #listeners = new Set<() => void>();

  constructor(initial: PlayerState) {
    this.#state = initial;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): PlayerState => this.#state;

  /** Merges `change`; says whether anything changed (listeners are told only then). */
  update(change: Partial<PlayerState>): boolean {
    const current = this.#state as unknown as Record<string, unknown>;
    if (Object.entries(change).every(([key, value]) => current[key] === value)) return false;
    this.replace({ ...this.#state, ...change });
    return true;
  }

  replace(state: PlayerState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }

  clearListeners(): void {
    this.#listeners.clear();
  }
}
