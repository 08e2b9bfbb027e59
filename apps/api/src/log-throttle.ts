/**
 * `log`, at most once per `intervalMs`: a failure that lasts (Redis away) is said every so
 * often, not on every request or reconnection attempt.
 */
export function throttled<Args extends unknown[]>(
  intervalMs: number,
  log: (...args: Args) => void,
): (...args: Args) => void {
  let last = -Infinity;
  return (...args) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    log(...args);
  };
}
