import { Heading, SearchField, Stack } from '@rabbithole/design-system';
import { SearchContainer } from '@rabbithole/feature-kit';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchPage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** spec.md sections 2 and 9: search text entry on this page waits 500 ms. */
const searchDebounceMs = 500;

/**
 * The address of the search page for `text`: `/search?s=…`, or bare when it is blank. The text
 * goes in as typed: trimming it here would hand the field back its text without the space just
 * typed at its end.
 */
export function searchHref(text: string): string {
  return text.trim()
    ? `${searchPage.path}?${new URLSearchParams({ s: text }).toString()}`
    : searchPage.path;
}

/**
 * /search?s=: the search box (prefilled from `s`) and the four sections. The text lives in the
 * address, so Back and a shared link bring the same search back; typing replaces the entry
 * rather than adding one per pause.
 */
export default function SearchPage() {
  useDocumentTitle(searchPage.title);
  const text = new URLSearchParams(useSearch()).get('s') ?? '';
  const [, navigate] = useLocation();
  const change = useCallback(
    (next: string) => {
      if (next.trim() !== text.trim()) navigate(searchHref(next), { replace: true });
    },
    [navigate, text],
  );
  return (
    <Stack space="xlarge">
      <Heading level={1}>{searchPage.title}</Heading>
      <SearchField value={text} onChange={change} debounceMs={searchDebounceMs} />
      <SearchContainer text={text} />
    </Stack>
  );
}
