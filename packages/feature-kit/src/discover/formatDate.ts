const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  // A calendar date has no time zone: read and print it in UTC so it never slips a day.
  timeZone: 'UTC',
});

/** `2025-03-14` → `Mar 14, 2025` (spec.md section 9: dates en-US); null stays null. */
export function formatDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : dateFormat.format(parsed);
}
