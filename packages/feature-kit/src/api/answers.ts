import {
  endpoints,
  ErrorBodySchema,
  successSchemaOf,
  successStatusOf,
  TokenPairSchema,
  ValidationErrorBodySchema,
  type EndpointDescription,
  type EndpointRoute,
} from '@rabbithole/api-contract';
import { z } from 'zod/mini';
import type { ApiErrorInit } from './ApiError.ts';

// Every check of an answer against the contract's schemas. In a browser a worker runs them
// (answerChecks.ts): never with the first script, whose size zod and the schemas would grow by a
// fifth (design.md section 6), nor on the page's main thread, which building them held.

/** The endpoint a call was made with, or the one its route names. */
function endpointOf(route: EndpointRoute): EndpointDescription {
  if ('responses' in route) return route as EndpointDescription;
  const endpoint: EndpointDescription | undefined = (
    endpoints as Record<string, EndpointDescription>
  )[route.operationId];
  if (!endpoint) throw new Error(`${route.operationId}: no such endpoint in the contract`);
  return endpoint;
}

/** The one success status the endpoint declares. */
export function expectedStatusOf(route: EndpointRoute): number {
  return successStatusOf(endpointOf(route));
}

export type CheckedAnswer = { ok: true; data: unknown } | { ok: false; problem: string };

/** The success answer as its schema parses it, or what is wrong with it. */
export function checkAnswer(route: EndpointRoute, answer: unknown): CheckedAnswer {
  const parsed = successSchemaOf(endpointOf(route)).safeParse(answer);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, problem: z.prettifyError(parsed.error) };
}

/** What an error body in design.md section 3's shapes says; null for any other body. */
export function errorFieldsOf(
  body: unknown,
): Pick<ApiErrorInit, 'code' | 'message' | 'description' | 'errors'> | null {
  const validation = ValidationErrorBodySchema.safeParse(body);
  if (validation.success) {
    const { code, message, errors } = validation.data;
    return { code, message, errors };
  }
  const known = ErrorBodySchema.safeParse(body);
  return known.success ? known.data : null;
}

/** spec.md section 7: the pair may come without `expires_in` (60 minutes are assumed then). */
const RefreshAnswerSchema = z.partial(TokenPairSchema, { refresh_token: true, expires_in: true });

/** A refresh's answer as a pair; null when it carries no access token. */
export function refreshedPairOf(answer: unknown): z.output<typeof RefreshAnswerSchema> | null {
  const parsed = RefreshAnswerSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
