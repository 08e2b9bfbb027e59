import { Art, type ArtShape } from '../Art/Art';
import { Link } from '../Link/Link';
import * as styles from './SortableTable.css';

export interface EntityCellProps {
  name: string;
  href: string;
  /** @default null (the designed default art) */
  artUrl?: string | null;
  /**
   * `circle` for artists, `square` for labels.
   * @default 'square'
   */
  shape?: ArtShape;
}

/**
 * The cell that names a row of artists or labels: art the size of a placeholder row's thumbnail,
 * then the name as a link. A long name wraps rather than being cut, so it stays readable at 390 px.
 */
export function EntityCell({ name, href, artUrl = null, shape = 'square' }: EntityCellProps) {
  return (
    <span className={styles.entity}>
      <Art src={artUrl} size="xsmall" shape={shape} />
      <Link href={href} variant="subtle">
        {name}
      </Link>
    </span>
  );
}
