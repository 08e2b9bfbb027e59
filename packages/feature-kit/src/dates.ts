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
