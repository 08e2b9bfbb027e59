import { MenuItem } from 'react-aria-components';
import { Art } from '../Art/Art';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './NotificationBell.css';

/** One notification as the menu shows it: an ID the listener followed, released as a track. */
export interface NotificationItem {
  id: number;
  /** The released track's title and credit line. */
  title: string;
  artist: string;
  /** The released track's cover; null shows the default artwork. */
  artUrl: string | null;
  /** The set the ID was heard in. */
  setName: string;
  /** When it came, already formatted ("5 minutes ago"). */
  timeAgo: string;
  /** The released track's page. */
  href: string;
  /** Not opened yet: a dot, a tint, and "Unread" in its name. */
  isUnread: boolean;
}

/** "ID in Boiler Room: Berlin": where the listener first heard the track. */
export const heardIn = (setName: string) => `ID in ${setName}`;

/**
 * A row of the menu: a link to the released track (so it routes through the app's router and
 * opens in a new tab on a middle click) that also tells `onOpen`, which marks it read.
 */
export function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (id: number) => void;
}) {
  return (
    <MenuItem
      id={item.id}
      href={item.href}
      textValue={item.title}
      onAction={() => onOpen(item.id)}
      className={styles.item({ unread: item.isUnread })}
    >
      <Art src={item.artUrl} size="small" />
      {/* Named by its words, "Unread" first where a sighted listener sees the dot. */}
      <span className={styles.column}>
        {item.isUnread && <VisuallyHidden>Unread: </VisuallyHidden>}
        <Text
          component="span"
          size="small"
          weight={item.isUnread ? 'bold' : 'medium'}
          tone="inherit"
          maxLines={2}
          title={item.title}
        >
          {item.title}
        </Text>
        <Text component="span" size="small" tone="muted" maxLines={1}>
          {item.artist}
        </Text>
        {/* A long set name gives way; when it came stays in sight. */}
        <span className={styles.meta}>
          <span className={styles.metaSet}>{heardIn(item.setName)}</span>
          <span>·</span>
          <span className={styles.metaTime}>{item.timeAgo}</span>
        </span>
      </span>
      {item.isUnread ? <span className={styles.dot} aria-hidden="true" /> : <span />}
    </MenuItem>
  );
}
