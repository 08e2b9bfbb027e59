import type { HttpHandler } from 'msw';
import { setsHandlers } from './handlers/sets.ts';

export { SET_FIXTURES, artDataUri, makeSet, makeSets } from './fixtures/sets.ts';
export { listSets, setsHandlers, type SetsHandlers } from './handlers/sets.ts';

/** The default answer of every mocked resource: a populated, working API. */
export const handlers: HttpHandler[] = [...setsHandlers];
