import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { tokens } from '../../tokens';
import { Badge } from '../Badge/Badge';
import { formatCount } from '../Badge/formatCount';
import * as toggleStyles from '../private/IconToggle.css';
import { BellIcon } from '../private/icons';
import { SkeletonRows } from '../private/SkeletonRows';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import * as styles from './NotificationBell.css';
import { NotificationRow, type NotificationItem } from './NotificationRow';

/** spec.md section 4, word for word. */
export const notificationsEmptyMessage = 'No new notifications';
export const notificationsLoadMoreLabel = 'Load more';

export interface NotificationBellProps {
  /** The loaded notifications, newest first. */
  items: NotificationItem[];
  /** Every unread notification of the listener, loaded or not: the badge (99+ above 99). */
  unreadCount: number;
  /** The first page is on its way: placeholder rows instead of "No new notifications". @default false */
  isLoading?: boolean;
  /** More notifications than loaded: a "Load more" item ends the menu. @default false */
  hasMore?: boolean;
  /** The next page is on its way: "Load more" spins. @default false */
  isLoadingMore?: boolean;
  /**
   * A notification was chosen (click, tap or Enter); the menu then closes and the app's router
   * goes to its `href`.
   */
  onOpen: (id: number) => void;
  onLoadMore?: () => void;
  onOpenChange?: (isOpen: boolean) => void;
  /** Opens the menu on first render (stories, tests). @default false */
  defaultOpen?: boolean;
}

/** "Notifications, 3 unread": the count as the badge shows it, so speech matches the screen. */
export function bellName(unreadCount: number): string {
  return unreadCount > 0
    ? `Notifications, ${formatCount(unreadCount, 'notification')} unread`
    : 'Notifications';
}

const loadingRows = 3;

/**
 * The top bar's notification bell (spec.md sections 2 and 4): the bell with its unread count,
 * opening a menu of notifications, newest first. Each one links to its released track; the menu
 * is a react-aria Menu, so the arrow keys move, Enter opens and Escape closes back to the bell.
 */
export function NotificationBell({
  items,
  unreadCount,
  isLoading = false,
  hasMore = false,
  isLoadingMore = false,
  onOpen,
  onLoadMore,
  onOpenChange,
  defaultOpen = false,
}: NotificationBellProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen} {...(onOpenChange ? { onOpenChange } : {})}>
      <AriaButton className={toggleStyles.popoverToggle} aria-label={bellName(unreadCount)}>
        <span className={toggleStyles.icon}>
          <BellIcon />
        </span>
        {unreadCount > 0 && (
          <span className={toggleStyles.badge} aria-hidden="true">
            <Badge value={unreadCount} cap="notification" />
          </span>
        )}
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end" offset={tokens.spacingUnit}>
        {/* The bell and the menu say the same to assistive technology already. */}
        <div className={styles.header} aria-hidden="true">
          <Text component="span" weight="semibold">
            Notifications
          </Text>
          {unreadCount > 0 && (
            <Text component="span" size="caption" tone="muted">
              {formatCount(unreadCount, 'notification')} unread
            </Text>
          )}
        </div>
        <Menu
          className={styles.menu}
          aria-label="Notifications"
          renderEmptyState={() => (isLoading ? <LoadingRows /> : <Empty />)}
        >
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={onOpen} />
          ))}
          {hasMore && items.length > 0 && (
            <MenuItem
              id="load-more"
              textValue={notificationsLoadMoreLabel}
              // The menu stays open for the next page to arrive under the listener's focus.
              shouldCloseOnSelect={false}
              onAction={() => {
                if (!isLoadingMore) onLoadMore?.();
              }}
              className={styles.loadMore}
            >
              {notificationsLoadMoreLabel}
              {isLoadingMore && <Spinner size="small" isDecorative />}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function Empty() {
  return (
    <div className={styles.placeholder}>
      <Text size="small" tone="muted" align="center">
        {notificationsEmptyMessage}
      </Text>
    </div>
  );
}

function LoadingRows() {
  return (
    <div className={styles.placeholder}>
      <SkeletonRows count={loadingRows} art="small" label="Loading notifications" />
    </div>
  );
}
