import { useSet } from './useSet.ts';
import { setPageMeta, type SetPageMeta } from './setView.ts';

/**
 * The set page's tab title and social preview once the set has loaded (undefined before, and
 * for an unknown set). Shares the page's request, so it costs nothing more.
 */
export function useSetMeta(id: number): SetPageMeta | undefined {
  const { data } = useSet(id);
  return data && setPageMeta(data);
}
