import { useCallback, useId, useState, type ReactNode } from 'react';
import { mediaUp } from '../../theme/media';
import { useMediaQuery } from '../../theme/useMediaQuery';
import { Box } from '../Box/Box';
import { LoadMoreButton } from '../LoadMoreButton/LoadMoreButton';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { nextSort, type SortDescriptor } from './sort';
import * as styles from './SortableTable.css';
import { cellClass, HeaderCell, type TableColumn } from './TableParts';
import { CardRow, TableRow } from './TableRows';

export interface SortableTableProps<Row, Field extends string = string> {
  /** Accessible name of the table (and of the card list that replaces it under 600 px). */
  label: string;
  columns: readonly TableColumn<Row, Field>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /**
   * The order shown; headers of sortable columns are buttons only when `onSortChange` is set.
   * @default undefined
   */
  sort?: SortDescriptor<Field>;
  /** Called with the next order: the same column flips, a new one starts ascending. */
  onSortChange?: (sort: SortDescriptor<Field>) => void;
  /**
   * A row's small-screen card; by default the row header and the other columns as facts.
   * @default undefined
   */
  renderCard?: (row: Row) => ReactNode;
  /**
   * A small-screen card's placeholder while the first page loads, the size of a `renderCard`
   * card; without it, a placeholder the size of the default card.
   * @default undefined
   */
  cardSkeleton?: ReactNode;
  /**
   * What an expanded row reveals (an artist's 4 most recent sets, say); rows expand only when set.
   * @default undefined
   */
  renderExpansion?: (row: Row) => ReactNode;
  /** Names a row's expand button, e.g. `Latest sets of Ellen Allien`. */
  expandLabel?: (row: Row) => string;
  /** The first page is loading: placeholder rows, and the table is `aria-busy`. */
  isLoading: boolean;
  /** @default false */
  isLoadingMore?: boolean;
  /** @default false */
  hasMore?: boolean;
  /** @default undefined */
  onLoadMore?: () => void;
  /**
   * Shown when nothing is loading and there are no rows; nothing at all when undefined.
   * @default undefined
   */
  emptyMessage?: string;
  /**
   * Placeholder rows while the first page loads.
   * @default 10
   */
  skeletonRows?: number;
}

/**
 * A sortable table of catalog rows (spec.md section 2's discover lists and track lists): columns
 * hide below their breakpoints, and under 600 px the rows become a list of cards.
 */
export function SortableTable<Row, Field extends string = string>({
  label,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  renderCard,
  cardSkeleton,
  renderExpansion,
  expandLabel,
  isLoading,
  isLoadingMore = false,
  hasMore = false,
  onLoadMore,
  emptyMessage,
  skeletonRows = 10,
}: SortableTableProps<Row, Field>) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(new Set());
  const toggle = useCallback((id: string | number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const rowProps = (row: Row) => {
    const id = getRowId(row);
    return {
      row,
      id,
      columns,
      baseId,
      isExpanded: expanded.has(id),
      renderExpansion,
      expandLabel,
      onToggle: toggle,
    };
  };
  const onSort = onSortChange && ((field: Field) => onSortChange(nextSort(sort, field)));
  const canExpand = renderExpansion !== undefined;
  const showSkeletons = isLoading && rows.length === 0;
  // Only the layout the screen shows is rendered (CSS still hides the other, should both be
  // rendered): a long set's track list rendered twice was the set page's longest task.
  const isWide = useMediaQuery(mediaUp('sm'));

  if (!showSkeletons && rows.length === 0) {
    return emptyMessage === undefined ? null : (
      <div className={styles.empty} role="status">
        <Text tone="muted" align="center">
          {emptyMessage}
        </Text>
      </div>
    );
  }

  const busy = showSkeletons || isLoadingMore || undefined;
  return (
    <Stack space="xlarge">
      <div>
        {isWide && (
          <table className={styles.table} aria-label={label} aria-busy={busy}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
                ))}
                {canExpand && <td className={styles.headerCell} aria-hidden="true" />}
              </tr>
            </thead>
            <tbody>
              {showSkeletons &&
                Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={`skeleton-${index}`} className={styles.row} aria-hidden="true">
                    {columns.map((column, columnIndex) => (
                      <td key={column.id} className={cellClass(column, styles.cell)}>
                        <div
                          className={columnIndex === 0 ? styles.skeletonThumb : styles.skeletonLine}
                        />
                      </td>
                    ))}
                    {canExpand && <td className={styles.cell} />}
                  </tr>
                ))}
              {rows.map((row) => (
                <TableRow key={getRowId(row)} {...rowProps(row)} />
              ))}
            </tbody>
          </table>
        )}
        {!isWide && (
          <ul className={styles.cardList} aria-label={label} aria-busy={busy}>
            {rows.map((row) => (
              <CardRow key={getRowId(row)} {...rowProps(row)} renderCard={renderCard} />
            ))}
            {showSkeletons &&
              Array.from({ length: Math.min(skeletonRows, 4) }, (_, index) => (
                <li key={`skeleton-${index}`} className={styles.card} aria-hidden="true">
                  {cardSkeleton ?? (
                    <>
                      <div className={styles.skeletonThumb} />
                      <div className={styles.skeletonTextLine}>
                        <div className={styles.skeletonLine} />
                      </div>
                    </>
                  )}
                </li>
              ))}
          </ul>
        )}
      </div>
      {hasMore && !showSkeletons && onLoadMore && (
        <Box display="flex" justifyContent="center">
          <LoadMoreButton onPress={onLoadMore} isPending={isLoadingMore} />
        </Box>
      )}
    </Stack>
  );
}
