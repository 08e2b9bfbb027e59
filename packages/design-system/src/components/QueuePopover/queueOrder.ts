/**
 * Where a moved item ends up, as the queue's `order` (1-based), when it is dropped before or
 * after `targetId` in the list `ids` (the order shown, the moved item still at its old place).
 */
export function queueOrder(
  ids: readonly number[],
  movedId: number,
  targetId: number,
  dropPosition: 'before' | 'after',
): number {
  const others = ids.filter((id) => id !== movedId);
  const index = others.indexOf(targetId);
  if (index === -1) return ids.indexOf(movedId) + 1;
  return index + (dropPosition === 'after' ? 1 : 0) + 1;
}
