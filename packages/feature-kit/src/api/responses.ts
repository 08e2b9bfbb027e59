import { ApiError } from './ApiError.ts';
import { loadAnswers } from './lazyAnswers.ts';
import { retryAfterSeconds } from './retryPolicy.ts';

/** spec.md section 8: a request that never got an answer reads as a 500 from an absent server. */
export function unresponsive(cause: unknown): ApiError {
  return new ApiError({
    status: 500,
    code: 500,
    message: 'The server is unresponsive',
    description: cause instanceof Error ? cause.message : String(cause),
  });
}

/**
 * spec.md section 8: any other exception on the way (a failed refresh, a bug) reads as a 500
 * "Request failed" carrying its text and a request id to quote when reporting it.
 */
export function requestFailed(cause: unknown, requestId: string): ApiError {
  return new ApiError({
    status: 500,
    code: 500,
    message: 'Request failed',
    error: cause instanceof Error ? cause.message : String(cause),
    requestId,
  });
}

export async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function toApiError(response: Response, now: number): Promise<ApiError> {
  const status = response.status;
  const answer = {
    status,
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfter: retryAfterSeconds(response.headers.get('retry-after'), now),
  };
  let body: unknown = null;
  try {
    body = await readJson(response);
  } catch {
    // A proxy's HTML error page is not JSON; the status alone still says what happened.
  }
  // Should the checks fail to load (the network went with the answer), the status still tells.
  const fields = await loadAnswers()
    .then(({ errorFieldsOf }) => errorFieldsOf(body))
    .catch(() => null);
  if (fields) return new ApiError({ ...answer, ...fields });
  return new ApiError({
    ...answer,
    code: status,
    message: response.statusText || `Request failed with status ${status}`,
  });
}

/** RFC 7617 Basic credentials, UTF-8 encoded so a password beyond Latin-1 survives `btoa`. */
export function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
