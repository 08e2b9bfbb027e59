import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import * as styles from './RowPreview.css';

/** spec.md section 9: an expanded artist or label row shows at most its 4 most recent entries. */
export const rowPreviewLimit = 4;

export interface RowPreviewItem {
  id: string | number;
  title: string;
  href: string;
  /** A second line, e.g. the artists or the release date. */
  subtitle?: string;
}

export interface RowPreviewProps {
  /** Accessible name of the list, e.g. "Latest sets of Ellen Allien". */
  label: string;
  items: readonly RowPreviewItem[];
  /** Where "View more" leads (the artist's or label's own page). */
  viewMoreHref: string;
  /** Loading: placeholders the size of the entries take their place. */
  isLoading: boolean;
  /**
   * Shown when nothing is loading and there are no entries.
   * @default undefined
   */
  emptyMessage?: string;
}

/** An expanded row's most recent sets or tracks (at most 4), then "View more". */
export function RowPreview({
  label,
  items,
  viewMoreHref,
  isLoading,
  emptyMessage,
}: RowPreviewProps) {
  const shown = items.slice(0, rowPreviewLimit);
  return (
    <div className={styles.preview}>
      {isLoading && shown.length === 0 ? (
        <ul className={styles.list} aria-label={label} aria-busy="true">
          {Array.from({ length: rowPreviewLimit }, (_, index) => (
            <li key={index} className={styles.item} aria-hidden="true">
              <div className={styles.skeletonTitle} />
              <div className={styles.skeletonSubtitle} />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        emptyMessage && (
          <Text size="small" tone="muted">
            {emptyMessage}
          </Text>
        )
      ) : (
        <ul className={styles.list} aria-label={label}>
          {shown.map((item) => (
            <li key={item.id} className={styles.item}>
              <Text component="span" size="small" weight="medium" maxLines={1} title={item.title}>
                <Link href={item.href} variant="subtle">
                  {item.title}
                </Link>
              </Text>
              {item.subtitle && (
                <Text component="span" size="caption" tone="muted" maxLines={1}>
                  {item.subtitle}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      <Text component="span" size="small">
        <Link href={viewMoreHref} variant="standalone">
          View more
        </Link>
      </Text>
    </div>
  );
}
