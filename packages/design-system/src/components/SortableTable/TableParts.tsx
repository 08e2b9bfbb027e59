import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './SortableTable.css';
import type { HideBelow, SortDescriptor } from './sort';

/** One column: its header, what a row shows in it, and whether and how it sorts and hides. */
export interface TableColumn<Row, Field extends string = string> {
  /** Stable key of the column. */
  id: string;
  /** The header text; also the label of the value on a small-screen card. */
  name: string;
  /** What a row shows in this column. */
  render: (row: Row) => ReactNode;
  /**
   * The API field the column sorts by; the header is a sort button when set.
   * @default undefined
   */
  sortField?: Field;
  /**
   * Hide the column on screens narrower than this breakpoint (the card list takes over below sm).
   * @default undefined
   */
  hideBelow?: HideBelow;
  /**
   * The cell that names the row (a `th scope="row"`); also the head of a small-screen card.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * `end` for numbers, so digits line up.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * Leave the column off the default small-screen card (e.g. the art it already shows).
   * @default false
   */
  isHiddenOnCard?: boolean;
}

export function cellClass(column: Pick<TableColumn<never>, 'hideBelow' | 'align'>, base: string) {
  return [
    base,
    column.hideBelow && styles.hideBelow[column.hideBelow],
    column.align === 'end' && styles.endAligned,
  ]
    .filter(Boolean)
    .join(' ');
}

const ariaSortOf = { asc: 'ascending', desc: 'descending' } as const;

const SortGlyph = ({ direction }: { direction: 'asc' | 'desc' }) => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={styles.sortGlyph}>
    <path
      d={direction === 'asc' ? 'M6 2 10 8H2z' : 'M6 10 2 4h8z'}
      fill="currentColor"
      stroke="none"
    />
  </svg>
);

interface HeaderCellProps<Row, Field extends string> {
  column: TableColumn<Row, Field>;
  sort: SortDescriptor<Field> | undefined;
  onSort: ((field: Field) => void) | undefined;
}

/** A column header: a sort button when the column sorts, with `aria-sort` on the sorted one. */
export function HeaderCell<Row, Field extends string>({
  column,
  sort,
  onSort,
}: HeaderCellProps<Row, Field>) {
  const field = column.sortField;
  const isSorted = field !== undefined && sort?.column === field;
  return (
    <th
      scope="col"
      className={cellClass(column, styles.headerCell)}
      aria-sort={isSorted ? ariaSortOf[sort.direction] : undefined}
    >
      {field !== undefined && onSort ? (
        <AriaButton
          className={[styles.sortButton, isSorted && styles.sortedButton].filter(Boolean).join(' ')}
          onPress={() => onSort(field)}
        >
          {column.name}
          {isSorted && <SortGlyph direction={sort.direction} />}
        </AriaButton>
      ) : (
        column.name
      )}
    </th>
  );
}

const ChevronGlyph = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

interface ExpandButtonProps {
  label: string;
  isExpanded: boolean;
  controls: string;
  onToggle: () => void;
}

/** Shows or hides a row's most recent sets or tracks; named by what it reveals. */
export function ExpandButton({ label, isExpanded, controls, onToggle }: ExpandButtonProps) {
  return (
    <AriaButton
      className={styles.expandButton}
      aria-label={label}
      aria-expanded={isExpanded}
      aria-controls={isExpanded ? controls : undefined}
      onPress={onToggle}
    >
      <ChevronGlyph />
    </AriaButton>
  );
}

interface DefaultCardProps<Row, Field extends string> {
  row: Row;
  columns: readonly TableColumn<Row, Field>[];
}

/** The small-screen card when the table has no card of its own: the row header, then facts. */
export function DefaultCard<Row, Field extends string>({
  row,
  columns,
}: DefaultCardProps<Row, Field>) {
  const head = columns.find((column) => column.isRowHeader);
  const facts = columns.filter((column) => !column.isRowHeader && !column.isHiddenOnCard);
  return (
    <>
      {head?.render(row)}
      {facts.length > 0 && (
        <dl className={styles.cardFacts}>
          {facts.map((column) => (
            <div key={column.id} className={styles.cardFact}>
              <dt className={styles.cardFactName}>{column.name}</dt>
              <dd className={styles.cardFactValue}>{column.render(row)}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
