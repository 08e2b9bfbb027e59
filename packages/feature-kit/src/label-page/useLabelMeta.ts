import { labelPageMeta, type LabelPageMeta } from './labelView.ts';
import { useLabel } from './useLabel.ts';

/**
 * The label page's tab title and social preview once the label has loaded; undefined before
 * and for an unknown label. Shares the page's request.
 */
export function useLabelMeta(id: number): LabelPageMeta | undefined {
  const { data } = useLabel(id);
  return data && labelPageMeta(data);
}
