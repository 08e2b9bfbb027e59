import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { formatCount } from '../Badge/formatCount';
import * as toggleStyles from '../private/IconToggle.css';
import { QueueIcon } from '../private/playerIcons';

export interface QueueButtonProps {
  /** Sets in the queue: a badge on the icon (none at 0), and part of the name. */
  count: number;
}

/**
 * The queue's trigger: the glyph with a count badge, as on the browsing screens' toggles.
 * Inside a DialogTrigger (QueuePopover) it opens the queue; its name says how many sets wait.
 */
export function QueueButton({ count }: QueueButtonProps) {
  const noun = count === 1 ? 'set' : 'sets';
  return (
    <AriaButton
      className={toggleStyles.popoverToggle}
      aria-label={count > 0 ? `Queue, ${formatCount(count)} ${noun}` : 'Queue'}
    >
      <span className={toggleStyles.icon}>
        <QueueIcon />
      </span>
      {count > 0 && (
        <span className={toggleStyles.badge} aria-hidden="true">
          <Badge value={count} />
        </span>
      )}
    </AriaButton>
  );
}
