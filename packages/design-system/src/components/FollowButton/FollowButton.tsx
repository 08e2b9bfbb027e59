import { ToggleButton } from 'react-aria-components';
import { CheckIcon, PlusIcon } from '../private/entityIcons';
import * as styles from './FollowButton.css';

export interface FollowButtonProps {
  /** Whether the signed-in user follows the artist or label (`is_followed`). */
  isFollowed: boolean;
  /**
   * Called with the new state when pressed. Leave it out to show the state read-only: the
   * button is then disabled for interaction.
   */
  onChange?: (isFollowed: boolean) => void;
}

/**
 * The Follow/Following button of artist and label pages (spec.md section 4). Its label says
 * the state ("Follow" or "Following") and `aria-pressed` repeats it for assistive technology.
 */
export function FollowButton({ isFollowed, onChange }: FollowButtonProps) {
  return (
    <ToggleButton
      className={styles.button}
      isSelected={isFollowed}
      onChange={onChange}
      isDisabled={!onChange}
    >
      <span className={styles.icon}>{isFollowed ? <CheckIcon /> : <PlusIcon />}</span>
      {isFollowed ? 'Following' : 'Follow'}
    </ToggleButton>
  );
}
