import { memo, type ReactNode } from 'react';
import { Box } from '../Box/Box';
import * as styles from './SortableTable.css';
import { cellClass, DefaultCard, ExpandButton, type TableColumn } from './TableParts';

/** What a row, in either layout, is drawn from. */
interface RowProps<Row, Field extends string> {
  row: Row;
  id: string | number;
  columns: readonly TableColumn<Row, Field>[];
  /** The table's `useId`: with the layout and the row id, the id of the row's expansion. */
  baseId: string;
  isExpanded: boolean;
  renderExpansion: ((row: Row) => ReactNode) | undefined;
  expandLabel: ((row: Row) => string) | undefined;
  onToggle: (id: string | number) => void;
}

/** What the expand button needs of a row: nothing of its columns, so any row's props will do. */
type ExpandProps<Row> = Pick<
  RowProps<Row, string>,
  'row' | 'id' | 'baseId' | 'isExpanded' | 'expandLabel' | 'onToggle'
>;

function expandButton<Row>(
  { row, id, baseId, isExpanded, expandLabel, onToggle }: ExpandProps<Row>,
  where: 'table' | 'card',
) {
  return (
    <ExpandButton
      label={expandLabel?.(row) ?? 'Show more'}
      isExpanded={isExpanded}
      controls={`${baseId}-${where}-${id}`}
      onToggle={() => onToggle(id)}
    />
  );
}

function TableRowView<Row, Field extends string>(props: RowProps<Row, Field>) {
  const { row, id, columns, baseId, isExpanded, renderExpansion } = props;
  const canExpand = renderExpansion !== undefined;
  return (
    <>
      <tr className={styles.row}>
        {columns.map((column) => {
          const Cell = column.isRowHeader ? 'th' : 'td';
          return (
            <Cell
              key={column.id}
              scope={column.isRowHeader ? 'row' : undefined}
              className={cellClass(column, styles.cell)}
            >
              {column.render(row)}
            </Cell>
          );
        })}
        {canExpand && (
          <td className={cellClass({ align: 'end' }, styles.cell)}>
            {expandButton(props, 'table')}
          </td>
        )}
      </tr>
      {canExpand && isExpanded && (
        <tr id={`${baseId}-table-${id}`}>
          <td colSpan={columns.length + 1} className={styles.expansionCell}>
            {renderExpansion(row)}
          </td>
        </tr>
      )}
    </>
  );
}

function CardRowView<Row, Field extends string>(
  props: RowProps<Row, Field> & { renderCard: ((row: Row) => ReactNode) | undefined },
) {
  const { row, id, columns, baseId, isExpanded, renderExpansion, renderCard } = props;
  const canExpand = renderExpansion !== undefined;
  return (
    <li className={styles.card}>
      <Box display="flex" gap="small" alignItems="flex-start">
        <Box display="flex" flexDirection="column" gap="small" flexGrow="1" minWidth="0">
          {renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />}
        </Box>
        {canExpand && expandButton(props, 'card')}
      </Box>
      {canExpand && isExpanded && <div id={`${baseId}-card-${id}`}>{renderExpansion(row)}</div>}
    </li>
  );
}

// Memoised: a new order or genre repaints the headers at once while the rows wait for the next
// page (useDiscoverList), and a row whose props are the same objects is not rendered again.
// `memo` drops a component's type parameters, hence the casts.
/** A table row, and its expansion row when expanded. */
export const TableRow = memo(TableRowView) as typeof TableRowView;
/** A row as a small-screen card: the row's own card or the default one, and its expansion. */
export const CardRow = memo(CardRowView) as typeof CardRowView;
