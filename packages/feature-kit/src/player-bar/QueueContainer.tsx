import { QueuePopover, type QueueEntry } from '@rabbithole/design-system';
import { memo, useMemo, useRef } from 'react';
import { usePlayerControls } from '../player/index.ts';
import { useQueue } from '../queue/index.ts';
import { queueEntries } from './playerView.ts';

/**
 * The player's queue: its rows from the stored queue, moves shown at once (useQueue), and a row
 * pressed plays its set. Memoised and reading the queue itself: the bar around it renders every
 * second while a set plays, and a render in the middle of a drag would drop it.
 */
export const QueueContainer = memo(function QueueContainer() {
  const queue = useQueue();
  const controls = usePlayerControls();
  const { items, currentIndex, isLoading } = queue;
  const shown = useRef<QueueEntry[]>([]);
  const entries = useMemo(
    () => queueEntries(items ?? [], currentIndex, shown.current),
    [items, currentIndex],
  );
  shown.current = entries;
  const setOf = (itemId: number) => items?.find((item) => item.id === itemId)?.set_meta_id;
  return (
    <QueuePopover
      items={entries}
      isLoading={isLoading}
      onReorder={(id, order) => void queue.reorder(id, order)}
      onRemove={(id) => void queue.remove(id)}
      onClear={() => void queue.clear()}
      onPlay={(id) => {
        const setId = setOf(id);
        if (setId !== undefined) controls.play(setId);
      }}
    />
  );
});
