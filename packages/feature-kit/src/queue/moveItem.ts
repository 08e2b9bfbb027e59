import type { Queue } from '@rabbithole/api-contract';

/**
 * The queue as the server will answer a move of item `itemId` to `order` (1 is first): the
 * others close up around it, `order` runs 1..n again and the current item stays current. What a
 * drag shows at once, before the answer; an unknown item or place leaves the queue as it is.
 */
export function moveItem(queue: Queue, itemId: number, order: number): Queue {
  const moved = queue.data.find((item) => item.id === itemId);
  if (!moved || order < 1 || order > queue.data.length) return queue;
  const others = queue.data.filter((item) => item !== moved);
  others.splice(order - 1, 0, moved);
  return { data: others.map((item, index) => ({ ...item, order: index + 1 })) };
}
