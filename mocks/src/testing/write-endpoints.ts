import {
  defineEndpoint,
  errorResponses,
  NoContentSchema,
  SetSummarySchema,
} from '@rabbithole/api-contract';
import { z } from 'zod/mini';

// Write endpoints for tests only: the contract has no write yet, and the client and the mock
// store must already handle params, a body, other methods and a 204 when likes, favourites,
// queue and comments arrive. Never registered by the server or the default handlers.

const setId = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

export const renameSet = defineEndpoint({
  method: 'PUT',
  path: '/sets/{id}',
  operationId: 'renameSet',
  summary: 'Rename a set',
  tag: 'sets',
  access: 'bearer',
  params: setId,
  body: z.object({ set_name: z.string().check(z.minLength(1)) }),
  responses: { 200: SetSummarySchema, ...errorResponses(401, 404, 422) },
});

export const removeSet = defineEndpoint({
  method: 'DELETE',
  path: '/sets/{id}',
  operationId: 'removeSet',
  summary: 'Remove a set',
  tag: 'sets',
  access: 'bearer',
  params: setId,
  responses: { 204: NoContentSchema, ...errorResponses(401, 404) },
});
