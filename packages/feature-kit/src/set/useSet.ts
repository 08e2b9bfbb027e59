import type { SetDetail } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { isEntityId, useDetail, type Detail } from '../detail/index.ts';
import { setRequest } from './api.ts';

/** The set `id` with its track list: `{data, error, isLoading, isNotFound}`. */
export function useSet(id: number): Detail<SetDetail> {
  const request = useMemo(() => (isEntityId(id) ? setRequest(id) : null), [id]);
  return useDetail(request, 'a set');
}
