import type { Ref } from 'react';
import { Button } from '../Button/Button';

/** spec.md section 2: the reusable list's button copy. */
const label = 'Load More';

export interface LoadMoreButtonProps {
  /** Called once per press by mouse, touch or keyboard; never while pending. */
  onPress: () => void;
  /**
   * The next page is loading: shows a spinner, ignores presses and stays focusable so keyboard
   * users keep their place.
   * @default false
   */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Asks for the next page of a list. Its accessible name is always "Load More". */
export function LoadMoreButton({ onPress, isPending = false, ref }: LoadMoreButtonProps) {
  return (
    <Button ref={ref} variant="secondary" size="large" onPress={onPress} isPending={isPending}>
      {label}
    </Button>
  );
}
