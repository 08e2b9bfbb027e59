import { notFoundTitle } from '@rabbithole/design-system';
import { useSet } from './useSet.ts';
import { setPageMeta, type SetPageMeta } from './setView.ts';

/**
 * The set page's tab title and social preview once the set has loaded, undefined before, and the
 * not-found state's title ("Set not found") for an unknown set. Shares the page's request.
 */
export function useSetMeta(id: number): SetPageMeta | undefined {
  const { data, isNotFound } = useSet(id);
  if (isNotFound) return { title: notFoundTitle('set') };
  return data && setPageMeta(data);
}
