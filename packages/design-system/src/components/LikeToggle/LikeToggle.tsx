import { HeartFilledIcon, HeartIcon } from '../private/entityIcons';
import { IconToggle } from '../private/IconToggle';

export interface LikeToggleProps {
  /** Whether the signed-in user likes it. */
  isSelected: boolean;
  /**
   * Called with the new state when pressed. Leave it out to show the state read-only (the set
   * page's header until engagement is wired): the button is then disabled for interaction.
   */
  onChange?: (isSelected: boolean) => void;
  /**
   * Total likes, shown as a badge (capped "999+") and read as part of the name
   * ("Like, 12 likes", "Like, 999+ likes"); 0 or absent shows no badge.
   * @default 0
   */
  count?: number;
}

/**
 * The likes toggle (a heart) with its count badge, for headers and rows. Accessible name
 * "Like" (plus the count when there is one), state through `aria-pressed`.
 */
export function LikeToggle({ isSelected, onChange, count = 0 }: LikeToggleProps) {
  return (
    <IconToggle
      label="Like"
      icon={<HeartIcon />}
      selectedIcon={<HeartFilledIcon />}
      isSelected={isSelected}
      onChange={onChange}
      count={count}
      countNoun={count === 1 ? 'like' : 'likes'}
    />
  );
}
