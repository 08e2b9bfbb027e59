import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { tokens } from '../../tokens';
import * as styles from './AuthOverlay.css';

// The drawing's units are the spinner's pixels at its token sizes; the SVG scales with the box.
const side = parseFloat(tokens.size.spinner);
const ringRadius = (side - parseFloat(tokens.borderWidth.spinnerSmall)) / 2;
const coreRadius = parseFloat(tokens.size.spinnerSmall) / 2;

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
      <svg className={styles.ripple} viewBox={`0 0 ${side} ${side}`} aria-hidden="true">
        <circle className={styles.ring} cx={side / 2} cy={side / 2} r={ringRadius} />
        <circle
          className={`${styles.ring} ${styles.ringLagging}`}
          cx={side / 2}
          cy={side / 2}
          r={ringRadius}
        />
        <circle className={styles.core} cx={side / 2} cy={side / 2} r={coreRadius} />
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
