import { lazy, Suspense } from 'react';
import { Button as AriaButton, Heading as AriaHeading } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as dialogStyles from '../private/dialog.css';
import { CloseIcon } from '../private/icons';
import { QueueIcon } from '../private/playerIcons';
import { SkeletonRows } from '../private/SkeletonRows';
import { Text } from '../Text/Text';
import * as styles from './QueuePopover.css';

// The reorderable list is react-aria's drag and drop and GridList, with their strings in 34
// languages: two thirds of the signed-in shell's script. It loads when a queue with sets first
// shows, not with every signed-in page (design.md section 6).
const QueueList = lazy(() =>
  import('./QueueList').then(({ QueueList }) => ({ default: QueueList })),
);

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
        <LoadingRows />
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
        <Suspense fallback={<LoadingRows />}>
          <QueueList items={items} onReorder={onReorder} onRemove={onRemove} onPlay={onPlay} />
        </Suspense>
      )}
    </div>
  );
}

function LoadingRows() {
  return (
    <div className={styles.body} role="status">
      <SkeletonRows
        count={loadingRows}
        art="xsmall"
        label="Loading the queue"
        rowClassName={styles.skeletonRow}
      />
    </div>
  );
}
