import * as styles from './Link.css';

export interface SkipLinkProps {
  /** The id of the element to move to, usually `main`; it needs `tabIndex={-1}` to take focus. */
  targetId: string;
  /** @default 'Skip to content' */
  children?: string;
}

/**
 * Lets keyboard users jump past the top bar. A plain anchor on purpose: a fragment link moves
 * focus within the page, and RAC's Link would hand it to the router as a navigation instead.
 */
export function SkipLink({ targetId, children = 'Skip to content' }: SkipLinkProps) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {children}
    </a>
  );
}
