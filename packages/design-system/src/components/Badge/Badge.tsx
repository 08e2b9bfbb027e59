import { formatCount, type CountCap } from './formatCount';
import * as styles from './Badge.css';

export const badgeTones = ['accent', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** The number to show; capped for display by `cap`. */
  value: number;
  /**
   * Which display cap of spec.md section 9 applies: `notification` shows "99+" above 99 (the
   * bell), `count` shows "999+" above 999 (likes and other counts).
   * @default 'count'
   */
  cap?: CountCap;
  /**
   * `accent` draws the eye (unread notifications, a likes badge); `neutral` sits quietly beside
   * a label (a tab's count).
   * @default 'accent'
   */
  tone?: BadgeTone;
  /**
   * Show the badge at 0 too. By default a zero renders nothing, the way a bell with nothing
   * unread shows no badge.
   * @default false
   */
  showZero?: boolean;
  /**
   * What the number counts, read by screen readers instead of the bare number ("3 unread
   * notifications"). Leave it out when the surrounding control's name already says it.
   */
  'aria-label'?: string;
}

/**
 * A small pill with a capped count. Presentational: it does not announce changes; put it inside
 * the control whose name it completes, or give it an `aria-label`.
 */
export function Badge({
  value,
  cap = 'count',
  tone = 'accent',
  showZero = false,
  'aria-label': ariaLabel,
}: BadgeProps) {
  if (value <= 0 && !showZero) return null;
  return (
    <span
      className={styles.badge({ tone })}
      // role="img" lets the label replace the digits for assistive technology.
      role={ariaLabel ? 'img' : undefined}
      aria-label={ariaLabel}
    >
      {formatCount(value, cap)}
    </span>
  );
}
