/**
 * Display caps of spec.md section 9: the notification bell shows at most 99 ("99+"), likes
 * badges and counts at most 999 ("999+"). Lives in its own file so tables and headers that print
 * a count without a badge cap it the same way.
 */
export const countCaps = { notification: 99, count: 999 } as const;
export type CountCap = keyof typeof countCaps;

/** `1234` → `"999+"` (cap `count`), `42` → `"42"`; negatives and fractions never reach the screen. */
export function formatCount(value: number, cap: CountCap = 'count'): string {
  const max = countCaps[cap];
  const whole = Math.max(0, Math.floor(value));
  return whole > max ? `${max}+` : String(whole);
}
