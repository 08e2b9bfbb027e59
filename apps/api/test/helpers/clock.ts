import type { Clock } from '../../src/auth/clock.ts';

export interface TestClock {
  clock: Clock;
  /** Moves the app's time forward; nothing else in the process notices. */
  advance(ms: number): void;
}

/** A clock starting at the real time that only moves when told to. */
export function testClock(start = Date.now()): TestClock {
  let now = start;
  return {
    clock: () => now,
    advance(ms) {
      now += ms;
    },
  };
}

export const MINUTE = 60_000;
