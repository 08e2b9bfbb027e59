/**
 * One refresh at a time (spec.md section 4): callers arriving while it runs wait for its result
 * instead of starting their own, which would present the same single-use refresh token twice.
 */
export interface RefreshQueue {
  readonly running: boolean;
  /** Runs `task` unless one is running, in which case the caller joins the running one. */
  run(task: () => Promise<string | null>): Promise<string | null>;
  /** Gives every waiter null now (logout): nobody keeps waiting for a session that ended. */
  drop(): void;
}

interface Waiter {
  resolve: (token: string | null) => void;
  reject: (error: unknown) => void;
}

export function createRefreshQueue(): RefreshQueue {
  let waiters: Waiter[] | null = null;

  function settle(outcome: (waiter: Waiter) => void) {
    const settled = waiters ?? [];
    waiters = null;
    for (const waiter of settled) outcome(waiter);
  }

  return {
    get running() {
      return waiters !== null;
    },
    run(task) {
      const current = waiters ?? [];
      const first = waiters === null;
      waiters = current;
      const joined = new Promise<string | null>((resolve, reject) => {
        current.push({ resolve, reject });
      });
      if (first) {
        task().then(
          (token) => {
            if (waiters === current) settle((waiter) => waiter.resolve(token));
          },
          (error: unknown) => {
            if (waiters === current) settle((waiter) => waiter.reject(error));
          },
        );
      }
      return joined;
    },
    drop() {
      settle((waiter) => waiter.resolve(null));
    },
  };
}
