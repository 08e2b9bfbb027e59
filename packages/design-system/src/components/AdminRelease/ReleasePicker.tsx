import { useId } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Heading } from '../Heading/Heading';
import { CheckIcon } from '../private/entityIcons';
import { SearchField } from '../SearchField/SearchField';
import { Skeleton } from '../Skeleton/Skeleton';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AdminRelease.css';

/** One search result: an ID to release, or the released track it turned out to be. */
export interface ReleaseOption {
  id: number;
  title: string;
  /** The credit line. */
  artist: string;
  /** Facts under the name, already worded: "Found in Warehouse Sessions", "Jun 8, 2025". */
  details: readonly string[];
}

/** One of the page's two searches, as its container runs it. */
export interface ReleaseSearch {
  /** Called with the search text once typing pauses, and at once when it is cleared. */
  onSearch: (text: string) => void;
  results: readonly ReleaseOption[];
  /** The results are on their way. @default false */
  isLoading?: boolean;
  /** Said where the results would be when there are none: a hint, or "nothing found". */
  emptyMessage: string;
  /** The chosen result's id; null before a choice. */
  selectedId: number | null;
  onSelect: (option: ReleaseOption) => void;
}

interface ReleasePickerProps extends ReleaseSearch {
  heading: string;
  searchLabel: string;
  placeholder: string;
  /** The result list's accessible name. */
  listLabel: string;
}

const loadingRows = 3;

/**
 * A search field and its results as a single-choice list box: arrow keys move, Enter or Space
 * (or a press) chooses; the choice shows with a stripe and a tick.
 */
export function ReleasePicker({
  heading,
  searchLabel,
  placeholder,
  listLabel,
  onSearch,
  results,
  isLoading = false,
  emptyMessage,
  selectedId,
  onSelect,
}: ReleasePickerProps) {
  const headingId = useId();
  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        {heading}
      </Heading>
      <SearchField label={searchLabel} placeholder={placeholder} onChange={onSearch} />
      {isLoading ? (
        <div className={styles.placeholder} role="status">
          <VisuallyHidden>Searching</VisuallyHidden>
          {Array.from({ length: loadingRows }, (_, index) => (
            <Skeleton key={index} text="small" width="70%" />
          ))}
        </div>
      ) : results.length === 0 ? (
        <div className={styles.placeholder} role="status">
          <Text size="small" tone="muted" align="center">
            {emptyMessage}
          </Text>
        </div>
      ) : (
        <ListBox
          aria-label={listLabel}
          className={styles.list}
          items={results}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={selectedId === null ? [] : [selectedId]}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            const chosen = results.find((option) => option.id === key);
            if (chosen) onSelect(chosen);
          }}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={`${option.artist} – ${option.title}`}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  {/* The whole text names the option: axe wants what is seen in the name. */}
                  <div>
                    <Text component="div" size="small" weight="semibold">
                      {`${option.artist} – ${option.title}`}
                    </Text>
                    {option.details.length > 0 && (
                      <Text component="div" size="caption" tone="muted">
                        {option.details.join(' · ')}
                      </Text>
                    )}
                  </div>
                  {isSelected && (
                    <span className={styles.tick}>
                      <CheckIcon />
                    </span>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      )}
    </section>
  );
}
