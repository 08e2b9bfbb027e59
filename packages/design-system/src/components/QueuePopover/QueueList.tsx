import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';
import { Art } from '../Art/Art';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { CloseIcon } from '../private/icons';
import { DragHandleIcon } from '../private/playerIcons';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { QueueEntry, QueuePanelProps } from './QueuePanel';
import { queueOrder } from './queueOrder';
import * as styles from './QueuePopover.css';

type QueueListProps = Pick<QueuePanelProps, 'items' | 'onReorder' | 'onRemove' | 'onPlay'>;

/** The queue's sets in order, each reordered by its handle and removed by its own button. */
export function QueueList({ items, onReorder, onRemove, onPlay }: QueueListProps) {
  // react-aria keeps each row as first rendered while its item is the same object (the queue's
  // rows are, until they change), so the rows get one remove that always calls the latest.
  const latestRemove = useRef(onRemove);
  useLayoutEffect(() => {
    latestRemove.current = onRemove;
  });
  const remove = useCallback((id: number) => latestRemove.current(id), []);
  const { dragAndDropHooks } = useDragAndDrop<QueueEntry>({
    getItems: (keys) =>
      items.filter((item) => keys.has(item.id)).map((item) => ({ 'text/plain': item.title })),
    onReorder: ({ keys, target }) => {
      const [moved] = keys;
      if (moved === undefined) return;
      const ids = items.map((item) => item.id);
      onReorder(
        Number(moved),
        queueOrder(
          ids,
          Number(moved),
          Number(target.key),
          target.dropPosition === 'after' ? 'after' : 'before',
        ),
      );
    },
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className={styles.dropIndicator} />
    ),
  });

  return (
    <GridList
      aria-label="Sets in the queue"
      className={styles.body}
      items={items}
      dragAndDropHooks={dragAndDropHooks}
      onAction={onPlay ? (key) => onPlay(Number(key)) : undefined}
    >
      {(item) => <QueueRow item={item} onRemove={remove} />}
    </GridList>
  );
}

function QueueRow({ item, onRemove }: { item: QueueEntry; onRemove: (id: number) => void }) {
  const state = item.isCurrent ? 'current' : item.isPlayed ? 'played' : 'upcoming';
  return (
    <GridListItem id={item.id} textValue={item.title} className={styles.row({ state })}>
      <AriaButton slot="drag" className={styles.handle}>
        <span className={styles.icon}>
          <DragHandleIcon />
        </span>
      </AriaButton>
      <span className={styles.art}>
        <Art src={item.artUrl} size="xsmall" />
      </span>
      <span className={styles.rowText}>
        <Text
          component="span"
          size="small"
          weight="semibold"
          tone="inherit"
          maxLines={1}
          title={item.title}
        >
          <Link href={item.href} variant="subtle">
            {item.title}
          </Link>
        </Text>
        <Text component="span" size="caption" tone="muted" maxLines={1}>
          {item.artist}
          {item.isPlayed && <VisuallyHidden>, played</VisuallyHidden>}
        </Text>
      </span>
      {/* Always there, so every row's remove button lines up in the same column. */}
      <span>
        {item.isCurrent && (
          <Text component="span" size="caption" tone="accent" weight="semibold">
            Now playing
          </Text>
        )}
      </span>
      <Button
        variant="icon"
        size="small"
        aria-label={`Remove ${item.title} from queue`}
        onPress={() => onRemove(item.id)}
      >
        <CloseIcon />
      </Button>
    </GridListItem>
  );
}
