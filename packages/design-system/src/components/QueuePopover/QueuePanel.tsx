import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  Heading as AriaHeading,
  useDragAndDrop,
} from 'react-aria-components';
import { Art } from '../Art/Art';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import * as dialogStyles from '../private/dialog.css';
import { CloseIcon } from '../private/icons';
import { DragHandleIcon, QueueIcon } from '../private/playerIcons';
import { SkeletonRows } from '../private/SkeletonRows';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { queueOrder } from './queueOrder';
import * as styles from './QueuePopover.css';

/** A set in the listener's queue, in the queue's order. */
export interface QueueEntry {
  id: number;
  title: string;
  artist: string;
  artUrl: string | null;
  /** The set's page. */
  href: string;
  /** The set in the player now (spec.md section 4's is_current). */
  isCurrent: boolean;
  /** Before the current one: already heard, drawn greyed. */
  isPlayed: boolean;
}

export interface QueuePanelProps {
  items: QueueEntry[];
  /** The queue is being read: placeholder rows. @default false */
  isLoading?: boolean;
  /** A set was dragged (by pointer or keyboard) to `order`, 1-based, among the others. */
  onReorder: (id: number, order: number) => void;
  onRemove: (id: number) => void;
  onClear: () => void;
  /** Plays a set of the queue when its row is pressed; rows are not pressable without it. */
  onPlay?: ((id: number) => void) | undefined;
}

export const queueEmptyTitle = 'Your queue is empty';
export const queueEmptyHint = 'Add sets from a set page to hear them next.';

const loadingRows = 4;

/**
 * The queue's content: its title, Clear queue, and the sets in order, each reordered by its
 * handle (drag it, or Enter on it then the arrow keys and Enter: react-aria's keyboard drag and
 * drop) and removed by its own button.
 */
export function QueuePanel({
  items,
  isLoading = false,
  onReorder,
  onRemove,
  onClear,
  onPlay,
}: QueuePanelProps) {
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
    <div className={styles.panel}>
      <div className={styles.header}>
        <AriaHeading slot="title" className={`${dialogStyles.title} ${styles.title}`}>
          Queue
        </AriaHeading>
        {items.length > 0 && !isLoading && (
          <Button variant="ghost" size="small" onPress={onClear}>
            Clear queue
          </Button>
        )}
        <AriaButton slot="close" className={styles.close} aria-label="Close queue">
          <span className={styles.icon}>
            <CloseIcon />
          </span>
        </AriaButton>
      </div>
      {isLoading ? (
        <div className={styles.body} role="status">
          <SkeletonRows
            count={loadingRows}
            art="xsmall"
            label="Loading the queue"
            rowClassName={styles.skeletonRow}
          />
        </div>
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true">
            <QueueIcon />
          </span>
          <Text weight="semibold">{queueEmptyTitle}</Text>
          <Text size="small" tone="muted" align="center">
            {queueEmptyHint}
          </Text>
        </div>
      ) : (
        <GridList
          aria-label="Sets in the queue"
          className={styles.body}
          items={items}
          dragAndDropHooks={dragAndDropHooks}
          onAction={onPlay ? (key) => onPlay(Number(key)) : undefined}
        >
          {(item) => <QueueRow item={item} onRemove={onRemove} />}
        </GridList>
      )}
    </div>
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
