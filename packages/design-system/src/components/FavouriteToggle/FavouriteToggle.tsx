import { StarFilledIcon, StarIcon } from '../private/entityIcons';
import { IconToggle } from '../private/IconToggle';

export interface FavouriteToggleProps {
  /** Whether it is among the signed-in user's favourites. */
  isSelected: boolean;
  /**
   * Called with the new state when pressed. Leave it out to show the state read-only: the
   * button is then disabled for interaction.
   */
  onChange?: (isSelected: boolean) => void;
}

/** The favourite toggle (a star). Accessible name "Favourite", state through `aria-pressed`. */
export function FavouriteToggle({ isSelected, onChange }: FavouriteToggleProps) {
  return (
    <IconToggle
      label="Favourite"
      icon={<StarIcon />}
      selectedIcon={<StarFilledIcon />}
      isSelected={isSelected}
      onChange={onChange}
    />
  );
}
