import { validationErrorBody, type ErrorBody, type ErrorStatus } from '@rabbithole/api-contract';
import { HttpResponse } from 'msw';

/** The reason phrases the server's error bodies carry as `message` (Node's STATUS_CODES). */
const REASONS: Record<Exclude<ErrorStatus, 422>, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** design.md section 3: `{code, message, description}`, as the server's `errorBody` builds it. */
export function errorResponse(status: Exclude<ErrorStatus, 422>, description?: string) {
  const body: ErrorBody = { code: status, message: REASONS[status] };
  if (description) body.description = description;
  return HttpResponse.json(body, { status });
}

/** The server's 422, word for word: one location, each field with its messages. */
export function validationResponse(
  location: Parameters<typeof validationErrorBody>[0],
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    // Like the server: the top-level field the bad value sits in, `_` for the value as a whole.
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (fields[field] ??= []).push(issue.message);
  }
  return HttpResponse.json(validationErrorBody(location, fields), { status: 422 });
}
