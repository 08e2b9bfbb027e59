import * as styles from './CardSkeleton.css';

/**
 * A placeholder the size of a Card while the first page loads. Hidden from assistive technology:
 * the list around it carries `aria-busy` instead.
 */
export function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.art} />
      <div className={styles.body}>
        <div className={styles.titleLine} />
        <div className={styles.subtitleLine} />
        <div className={styles.tagLine} />
      </div>
    </div>
  );
}
