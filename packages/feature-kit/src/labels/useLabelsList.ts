import type { Label } from '@rabbithole/api-contract';
import type { InfiniteList } from '../api/index.ts';
import { useDiscoverList } from '../discover/index.ts';
import { labelsListQuery, type LabelsListOptions } from './api.ts';

/** The labels matching `options`, a page at a time. */
export function useLabelsList(options: LabelsListOptions = {}): InfiniteList<Label> {
  return useDiscoverList(labelsListQuery, options, 'labels');
}
