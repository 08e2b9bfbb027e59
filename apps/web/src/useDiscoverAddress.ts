import {
  readDiscoverQuery,
  writeDiscoverQuery,
  type DiscoverListName,
  type DiscoverListProps,
  type DiscoverSortField,
} from '@rabbithole/feature-kit';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A discover list's genre and order, kept in the address (`/tracks?genre=Techno&order_by=title…`):
 * each change is a new history entry, so Back returns to the previous filter and a shared link
 * opens the list as it was shown.
 */
export function useDiscoverAddress<List extends DiscoverListName>(
  list: List,
): DiscoverListProps<DiscoverSortField<List>> {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => readDiscoverQuery(list, search), [list, search]);
  const onChange = useCallback(
    (next: Parameters<DiscoverListProps<DiscoverSortField<List>>['onChange']>[0]) => {
      navigate(`${path}${writeDiscoverQuery(list, next)}`);
    },
    [list, path, navigate],
  );
  return { genre: state.genre, sort: state.sort, onChange };
}
