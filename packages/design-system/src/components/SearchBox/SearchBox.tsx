import { useState } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { Button } from '../Button/Button';
import { SearchIcon } from '../private/icons';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /**
   * Called with the text (trimmed) on Enter or the search button; the box is then cleared.
   * Empty or blank text does nothing (spec.md sections 2 and 5).
   */
  onSearch: (text: string) => void;
  /**
   * Hint inside the empty box.
   * @default 'Search'
   */
  placeholder?: string;
}

/**
 * The top bar's search box: a `search` landmark holding a search input and a button, both named
 * "Search". The button sits beside RAC's SearchField rather than inside it, where it would be
 * taken for the field's clear button. Escape clears the text, as in any search field.
 */
export function SearchBox({ onSearch, placeholder = 'Search' }: SearchBoxProps) {
  const [text, setText] = useState('');
  const submit = () => {
    const query = text.trim();
    if (!query) return;
    onSearch(query);
    setText('');
  };
  return (
    <div role="search" className={styles.box}>
      <SearchField
        aria-label="Search"
        value={text}
        onChange={setText}
        onSubmit={submit}
        className={styles.field}
      >
        <Input className={styles.input} placeholder={placeholder} />
      </SearchField>
      <span className={styles.button}>
        <Button variant="icon" size="small" aria-label="Search" onPress={submit}>
          <SearchIcon />
        </Button>
      </span>
    </div>
  );
}
