import { useMemo } from 'react';
import { parseMomentParam } from './moment.ts';

/**
 * Where a set page's moment link says to start, in ms, from the page's query string
 * (`t=1h02m03s`, with or without its `?`); undefined when it names no moment.
 */
export function useMomentLinkStart(search: string): number | undefined {
  return useMemo(() => parseMomentParam(new URLSearchParams(search).get('t')), [search]);
}
