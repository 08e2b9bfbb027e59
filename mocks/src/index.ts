import type { HttpHandler } from 'msw';
import { sessionHandlers } from './handlers/session.ts';
import { setsHandlers } from './handlers/sets.ts';

export {
  RESET_TOKEN,
  SIGNED_IN_SESSION,
  type MockResetToken,
  type MockSession,
} from './fixtures/sessions.ts';
export {
  APPLE_USER,
  GOOGLE_USER,
  PASSWORD_USER,
  USER_FIXTURES,
  toUser,
  type MockUser,
} from './fixtures/users.ts';
export { SET_FIXTURES, artDataUri, makeSet, makeSets } from './fixtures/sets.ts';
export {
  firebaseAuthError,
  mockFirebaseAuth,
  mockFirebaseUser,
  type MockFirebaseAuthOptions,
  type MockFirebaseUser,
} from './firebase.ts';
export { bearerTokenOf, unauthorized, withAuth } from './handlers/auth.ts';
export { handlerFor, type ContractCall, type ContractResolver } from './handlers/contract.ts';
export { errorResponse, validationResponse } from './handlers/errors.ts';
export {
  firebaseIdentityOf,
  mockFirebaseIdToken,
  type MockFirebaseIdentity,
} from './handlers/firebase-tokens.ts';
export {
  RATE_LIMIT_RETRY_AFTER,
  sessionHandlers,
  type SessionHandlers,
} from './handlers/session.ts';
export { basicCredentialsOf } from './handlers/tokens.ts';
export { setsHandlers, setsPageOf, type SetsHandlers } from './handlers/sets.ts';
export { mockDb, mockStoreLoader, resetMockStore, type MockDb, type MockSeed } from './store/db.ts';
export { listPage, type ListQuery, type ListRules } from './store/lists.ts';
export { defineTable, type Table, type TableDefinition } from './store/table.ts';

/** The default answer of every mocked resource: a populated, working API. */
export const handlers: HttpHandler[] = [...setsHandlers, ...sessionHandlers];
