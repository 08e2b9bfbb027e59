const hours = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'hour', unitDisplay: 'short' });
const minutes = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'minute',
  unitDisplay: 'short',
});

/**
 * A set's length as a listener reads it: `5_520_000` → "1 hr 32 min", `3_600_000` → "1 hr",
 * `240_000` → "4 min". Rounded to the nearest minute; anything under half a minute reads "1 min"
 * rather than "0 min", and a length of 0 (not known) gives null.
 */
export function formatDuration(milliseconds: number): string | null {
  if (!Number.isFinite(milliseconds) || milliseconds <= 0) return null;
  const total = Math.max(1, Math.round(milliseconds / 60_000));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const parts = [h > 0 ? hours.format(h) : null, m > 0 ? minutes.format(m) : null];
  return parts.filter(Boolean).join(' ');
}
