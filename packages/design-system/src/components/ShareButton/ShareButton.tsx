import { Button } from '../Button/Button';
import { ShareIcon } from '../private/engagementIcons';
import * as styles from './ShareButton.css';

export interface ShareButtonProps {
  /** Shares the page: the container copies its preview link and says so in a snackbar. */
  onPress: () => void;
}

/** Share on a set or track page (spec.md section 2): one press, named "Share". */
export function ShareButton({ onPress }: ShareButtonProps) {
  return (
    <Button variant="secondary" onPress={onPress}>
      <span className={styles.icon}>
        <ShareIcon />
      </span>
      Share
    </Button>
  );
}
