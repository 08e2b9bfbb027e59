import { useId } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { button as buttonStyle } from '../Button/Button.css';
import { ExternalIcon } from '../private/engagementIcons';
import { CheckIcon } from '../private/entityIcons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PurchaseButton.css';

export interface PurchaseButtonProps {
  /**
   * The store page: the track's purchase_url, or a store search for its artist and title when
   * it has none (spec.md section 9).
   */
  href: string;
  /**
   * The viewer bought it (user_fav.is_purchased): shows "Purchased" with a check, still a link
   * to the store.
   * @default false
   */
  isPurchased?: boolean;
  /** Called as the store opens, e.g. to record the purchase (spec.md section 4). */
  onPress?: () => void;
}

/**
 * Buy on a track page (spec.md section 2): a link to the external store, in a new tab so the
 * player keeps playing. Once bought it reads "Purchased" with a check and opens the store again.
 */
export function PurchaseButton({ href, isPurchased = false, onPress }: PurchaseButtonProps) {
  const hintId = useId();
  return (
    <>
      <AriaLink
        href={href}
        target="_blank"
        // The store gets no handle on this window, nor the page it came from.
        rel="noopener noreferrer"
        className={`${buttonStyle({ variant: 'secondary', size: 'medium' })} ${styles.link}`}
        aria-describedby={hintId}
        onPress={onPress}
      >
        {isPurchased && (
          <span className={styles.check}>
            <CheckIcon />
          </span>
        )}
        {isPurchased ? 'Purchased' : 'Buy'}
        <span className={styles.external}>
          <ExternalIcon />
        </span>
      </AriaLink>
      {/* Said after the name, so the link stays "Buy" / "Purchased" for voice control too. */}
      <VisuallyHidden id={hintId}>Opens the store in a new tab</VisuallyHidden>
    </>
  );
}
