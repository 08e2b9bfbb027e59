import type { SortDescriptor } from '@rabbithole/design-system';
import { useState, type ReactElement } from 'react';
import type { DiscoverListProps, DiscoverState } from './sorts.ts';

/** Stories only: holds a discover list's genre and order the way its route holds the address. */
export function DiscoverStoryState<Field extends string>({
  initial,
  children,
}: {
  initial: { genre?: string | undefined; sort: SortDescriptor<Field> };
  children: (props: DiscoverListProps<Field>) => ReactElement;
}) {
  const [state, setState] = useState<DiscoverState<Field>>({
    genre: initial.genre,
    sort: initial.sort,
  });
  return children({ ...state, onChange: setState });
}
