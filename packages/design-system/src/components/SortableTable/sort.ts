/** The two directions of spec.md section 3's sort options, as the API spells them. */
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Which field a table is ordered by, and which way. */
export interface SortDescriptor<Field extends string = string> {
  column: Field;
  direction: SortDirection;
}

/**
 * spec.md section 4: clicking the column a table is sorted by toggles asc/desc; any other column
 * starts ascending.
 */
export function nextSort<Field extends string>(
  current: SortDescriptor<Field> | undefined,
  column: Field,
): SortDescriptor<Field> {
  if (current?.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: 'asc' };
}

/** Breakpoints a column may be hidden below (spec.md section 9's sm, md, lg, xl). */
export const hideBelowBreakpoints = ['md', 'lg', 'xl'] as const;
export type HideBelow = (typeof hideBelowBreakpoints)[number];

/** Caps a count for display the way spec.md section 9 caps likes: above 999 reads "999+". */
export function cappedCount(count: number, cap = 999): string {
  return count > cap ? `${cap}+` : String(count);
}
