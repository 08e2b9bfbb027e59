import { cardShapes, type CardShape } from '../Card/cardShape';
import * as cardStyles from '../Card/Card.css';
import * as styles from './CardSkeleton.css';

export { cardShapes, type CardShape };

export interface CardSkeletonProps {
  /**
   * Which lines the card it stands for has, so it is that card's exact size: `plain` (artists,
   * labels), `subtitled` (tracks), `set`.
   * @default 'subtitled'
   */
  shape?: CardShape;
}

/**
 * A placeholder the size of a Card while the first page loads: the same rows, each as tall as
 * the line it stands for. Hidden from assistive technology: the list around it carries
 * `aria-busy` instead.
 */
export function CardSkeleton({ shape = 'subtitled' }: CardSkeletonProps) {
  return (
    <div className={`${cardStyles.card} ${styles.card}`} aria-hidden="true">
      <div className={`${cardStyles.art} ${styles.block}`} />
      <div className={cardStyles.title}>
        <div className={styles.titleLine} />
      </div>
      {shape !== 'plain' && (
        <div className={cardStyles.subtitle}>
          <div className={styles.subtitleLine} />
        </div>
      )}
      {shape === 'set' && (
        <>
          <div className={cardStyles.curator}>
            <div className={styles.factLine} />
          </div>
          <div className={cardStyles.facts}>
            <div className={styles.factLine} />
          </div>
          <div className={cardStyles.identified}>
            <div className={styles.factLine} />
          </div>
        </>
      )}
      <div className={cardStyles.tags}>
        <div className={styles.tagLine} />
      </div>
      <div className={cardStyles.end} />
    </div>
  );
}
