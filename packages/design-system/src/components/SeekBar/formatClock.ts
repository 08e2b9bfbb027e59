/**
 * A moment of a set as a player shows it: `754` → "12:34", `3723` → "1:02:03" (hours only once
 * there is one). Whole seconds, rounded down, so the clock never runs ahead of the audio; a
 * negative or unknown time reads "0:00".
 */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${secs}`
    : `${String(minutes)}:${secs}`;
}
