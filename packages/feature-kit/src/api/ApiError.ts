import type { ValidationErrorBody } from '@rabbithole/api-contract';

/** Field messages of a 422, keyed by where the bad value was (`json`, `query`…), then by field. */
export type ValidationErrors = ValidationErrorBody['errors'];

export interface ApiErrorInit {
  status: number;
  code: number;
  message: string;
  description?: string | undefined;
  errors?: ValidationErrors | undefined;
  /** spec.md section 8 "Request failed": the text of the exception behind it. */
  error?: string | undefined;
  /** The answer's `x-request-id`, or one made up when no answer names one. */
  requestId?: string | undefined;
  /** Seconds a 429 or 503 asked us to wait (`Retry-After`). */
  retryAfter?: number | undefined;
}

/**
 * A request the server refused or never answered, in the error shapes of design.md section 3.
 * Screens branch on `status` and show `errors.json` beside form fields (spec.md section 7).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly description: string | undefined;
  readonly errors: ValidationErrors | undefined;
  readonly error: string | undefined;
  readonly requestId: string | undefined;
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.errors = init.errors;
    this.error = init.error;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }

  /** The body's `errors.json` (spec.md section 7): messages by form field, empty when none. */
  get fieldErrors(): Readonly<Record<string, readonly string[]>> {
    return this.errors?.json ?? {};
  }
}

/**
 * A successful answer whose body the contract does not allow. It means client and server were
 * built from different contracts, so it names the request and the mismatch for whoever debugs it.
 */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  /** The call that broke the contract: method and URL, e.g. `GET /api/sets?offset=20`. */
  readonly request: string;

  constructor(request: string, detail: string) {
    super(`${request} answered outside the API contract:\n${detail}`);
    this.request = request;
  }
}
