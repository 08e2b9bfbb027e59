import type { EndpointDescription } from './endpoint.ts';
import { getLiveness, getReadiness } from './health.ts';
import { importCatalog } from './import.ts';
import { listSets } from './sets.ts';
import {
  createTokens,
  deleteTokens,
  refreshTokens,
  requestPasswordReset,
  resetPassword,
} from './tokens.ts';
import { createUser, getMe, getSignInMethod, getUserByEmail, linkAuthId } from './users.ts';

/**
 * Every endpoint of the API, by operationId. The server checks at start that each has a route,
 * and the OpenAPI document lists exactly these.
 */
export const endpoints = {
  getLiveness,
  getReadiness,
  listSets,
  createTokens,
  refreshTokens,
  deleteTokens,
  requestPasswordReset,
  resetPassword,
  createUser,
  getSignInMethod,
  getUserByEmail,
  linkAuthId,
  getMe,
  importCatalog,
} as const satisfies Record<string, EndpointDescription>;
