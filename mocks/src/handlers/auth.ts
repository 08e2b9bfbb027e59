import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { errorResponse } from './errors.ts';

/** The token of an `Authorization: Bearer …` header, or null when the request has none. */
export function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** design.md section 3: the answer to a call that needs a signed-in user and came without one. */
export function unauthorized() {
  return errorResponse(401, 'Sign in first: this call needs a valid Bearer token.');
}

/**
 * Wraps an MSW resolver so a request without a Bearer answers 401 before it runs, as the
 * server's auth hook answers before validation; the resolver gets the token. `handlerFor` does
 * this by itself for endpoints whose access is `bearer`.
 */
export function withAuth<Params extends PathParams, Body extends DefaultBodyType>(
  resolver: (
    info: Parameters<HttpResponseResolver<Params, Body>>[0] & { token: string },
  ) => ReturnType<HttpResponseResolver<Params, Body>>,
): HttpResponseResolver<Params, Body> {
  return (info) => {
    const token = bearerTokenOf(info.request);
    return token === null ? unauthorized() : resolver({ ...info, token });
  };
}
