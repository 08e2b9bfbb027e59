import { notFoundTitle } from '@rabbithole/design-system';
import { labelPageMeta, type LabelPageMeta } from './labelView.ts';
import { useLabel } from './useLabel.ts';

/**
 * The label page's tab title and social preview once the label has loaded, undefined before, and
 * the not-found state's title for an unknown label. Shares the page's request.
 */
export function useLabelMeta(id: number): LabelPageMeta | undefined {
  const { data, isNotFound } = useLabel(id);
  if (isNotFound) return { title: notFoundTitle('label') };
  return data && labelPageMeta(data);
}
