// spec.md section 9: dates en-US. Calendar dates (`YYYY-MM-DD`) are read as UTC so a listener west
// of Greenwich does not see the day before.
const calendarDay = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Jun 20, 2025" for `2025-06-20` (or a full ISO timestamp); null stays null. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : calendarDay.format(time);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago `value` was, as a comment thread says it: "just now", "5 minutes ago",
 * "yesterday", "3 weeks ago" (en-US). Null stays null; a clock a little ahead reads "just now".
 */
export function formatTimeAgo(
  value: string | null | undefined,
  now: number = Date.now(),
): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const seconds = Math.round((now - time) / 1000);
  const unit = UNITS.find(([, size]) => seconds >= size);
  if (!unit) return 'just now';
  const [name, size] = unit;
  return relative.format(-Math.floor(seconds / size), name);
}
