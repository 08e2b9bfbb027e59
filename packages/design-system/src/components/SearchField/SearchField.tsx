import { useEffect, useRef, useState } from 'react';
import { Input, SearchField as AriaSearchField } from 'react-aria-components';
import { Button } from '../Button/Button';
import { CloseIcon, SearchIcon } from '../private/icons';
import * as styles from './SearchField.css';

/** spec.md section 9: the search component's own debounce. */
export const searchFieldDebounceMs = 166;

export interface SearchFieldProps {
  /**
   * The text from outside (the address's `s`). The field starts with it and follows it whenever it
   * changes there (Back, a new search from the top bar); typing does not wait for it.
   * @default ''
   */
  value?: string;
  /** Called with the text once typing has paused for `debounceMs`, and at once on clear or Enter. */
  onChange: (text: string) => void;
  /**
   * How long typing must pause before `onChange` (spec.md section 9: 166 ms by default, 500 ms on
   * the search page).
   * @default 166
   */
  debounceMs?: number;
  /**
   * The field's accessible name.
   * @default 'Search'
   */
  label?: string;
  /**
   * Hint inside the empty field.
   * @default 'Search artists, labels, tracks and sets'
   */
  placeholder?: string;
}

/**
 * A search input with a search icon and a clear button. Escape clears as well; the clear button
 * is left out of the tab order, as in RAC's SearchField, since Escape does the same from the field.
 */
export function SearchField({
  value = '',
  onChange,
  debounceMs = searchFieldDebounceMs,
  label = 'Search',
  placeholder = 'Search artists, labels, tracks and sets',
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Read by the timer, so a re-render with a new callback never restarts the wait.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // Follows the outside value when it changes there (adjusting state while rendering, as React's
  // docs advise, so the field never shows a stale text for a frame).
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  const emitNow = (next: string) => {
    clearTimeout(timer.current);
    onChangeRef.current(next);
  };
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChangeRef.current(next), debounceMs);
  };

  return (
    <AriaSearchField
      aria-label={label}
      value={text}
      onChange={type}
      onSubmit={emitNow}
      onClear={() => emitNow('')}
      className={styles.field}
    >
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <Input className={styles.input} placeholder={placeholder} />
      <span className={styles.clear}>
        <Button variant="icon" size="small" aria-label="Clear search">
          <CloseIcon />
        </Button>
      </span>
    </AriaSearchField>
  );
}
