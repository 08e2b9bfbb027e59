import type { HttpHandler } from 'msw';
import { setsHandlers } from './handlers/sets.ts';

export { SET_FIXTURES, artDataUri, makeSet, makeSets } from './fixtures/sets.ts';
export { bearerTokenOf, unauthorized, withAuth } from './handlers/auth.ts';
export { handlerFor, type ContractCall, type ContractResolver } from './handlers/contract.ts';
export { errorResponse, validationResponse } from './handlers/errors.ts';
export { setsHandlers, setsPageOf, type SetsHandlers } from './handlers/sets.ts';
export { mockDb, mockStoreLoader, resetMockStore, type MockDb, type MockSeed } from './store/db.ts';
export { listPage, type ListQuery, type ListRules } from './store/lists.ts';
export { defineTable, type Table, type TableDefinition } from './store/table.ts';

/** The default answer of every mocked resource: a populated, working API. */
export const handlers: HttpHandler[] = [...setsHandlers];
