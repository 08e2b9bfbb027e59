import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AuthOverlay.css';

export interface AuthOverlayProps {
  /**
   * What screen readers hear while the overlay shows (spec.md has no copy for it).
   * @default 'Checking your session'
   */
  label?: string;
}

/**
 * The full-screen dark translucent overlay with a ripple spinner, shown on a protected page while
 * authentication resolves (spec.md sections 2 and 4). Render it only while resolving: it covers
 * and blocks the whole viewport, above every other layer.
 */
export function AuthOverlay({ label = 'Checking your session' }: AuthOverlayProps) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.ripple} aria-hidden="true">
        <span className={styles.ring} />
        <span className={`${styles.ring} ${styles.ringLagging}`} />
        <span className={styles.core} />
      </div>
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
