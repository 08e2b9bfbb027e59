import { makeQueueItem } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import { queueEntries } from './playerView.ts';

const queue = {
  data: [
    makeQueueItem(11, 1),
    makeQueueItem(12, 2, true),
    makeQueueItem(13, 3),
    makeQueueItem(14, 4),
  ],
};
/** The queue after a move, as the server answers it: new objects, in the new order. */
const reordered = (ids: number[], currentId: number) =>
  ids.map((id, index) => makeQueueItem(id, index + 1, id === currentId));

describe('the queue rows', () => {
  it('grey the sets before the current one', () => {
    const rows = queueEntries(queue.data, 1);
    expect(rows.map((row) => [row.id, row.isPlayed, row.isCurrent])).toEqual([
      [11, true, false],
      [12, false, true],
      [13, false, false],
      [14, false, false],
    ]);
    expect(rows[2]).toMatchObject({ href: '/sets/13', title: queue.data[2]?.set_meta.set_name });
  });

  it('keep every row a move does not change, and only those, as the same object', () => {
    const shown = queueEntries(queue.data, 1);
    // 14 moves between 12 (current) and 13: neither played nor current changes for anyone.
    const moved = reordered([11, 12, 14, 13], 12);
    const after = queueEntries(moved, 1, shown);
    expect(after.map((row) => row.id)).toEqual([11, 12, 14, 13]);
    for (const row of after) expect(row).toBe(shown.find((old) => old.id === row.id));

    // 13 moves to the top: it is played now, and 11 stays played; the current one is third.
    const top = reordered([13, 11, 12, 14], 12);
    const rows = queueEntries(top, 2, shown);
    expect(rows[0]).not.toBe(shown[2]);
    expect(rows[0]).toMatchObject({ id: 13, isPlayed: true });
    expect(rows[1]).toBe(shown[0]);
    expect(rows[2]).toBe(shown[1]);
    expect(rows[3]).toBe(shown[3]);
  });
});
