import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { formatCount } from '../Badge/formatCount';
import * as styles from './IconToggle.css';

export interface IconToggleProps {
  /** Accessible name; stays the same in both states (aria-pressed tells them apart). */
  label: string;
  icon: ReactNode;
  selectedIcon: ReactNode;
  isSelected: boolean;
  /** Without it the toggle shows its state read-only: not focusable, not pressable. */
  onChange?: (isSelected: boolean) => void;
  /** A count badge on the icon's corner (capped "999+"); left out or 0 shows none. */
  count?: number;
  /** What the count counts, for screen readers ("likes"). */
  countNoun?: string;
}

/**
 * The glyph toggles of the browsing screens (like, favourite): an icon with a count badge.
 * Containers flip `isSelected` at once (optimistic) and roll back on failure, so there is no
 * pending state to draw.
 */
export function IconToggle({
  label,
  icon,
  selectedIcon,
  isSelected,
  onChange,
  count,
  countNoun,
}: IconToggleProps) {
  const isReadOnly = !onChange;
  return (
    <ToggleButton
      className={styles.toggle}
      isSelected={isSelected}
      onChange={onChange}
      // Read-only is shown as disabled to assistive technology ("dimmed") but not drawn dim:
      // the state is information, and it should read as clearly as an active control's.
      isDisabled={isReadOnly}
      // The name carries the badge's text as shown ("999+"), so speech matches the screen.
      aria-label={count ? `${label}, ${formatCount(count)} ${countNoun ?? ''}`.trim() : label}
    >
      <span className={styles.icon}>{isSelected ? selectedIcon : icon}</span>
      {count ? (
        <span className={styles.badge} aria-hidden="true">
          <Badge value={count} tone={isSelected ? 'accent' : 'neutral'} />
        </span>
      ) : null}
    </ToggleButton>
  );
}
