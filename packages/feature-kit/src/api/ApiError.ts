import type { ValidationErrorBody } from '@rabbithole/api-contract';

/** Field messages of a 422, keyed by where the bad value was (`json`, `query`…), then by field. */
export type ValidationErrors = ValidationErrorBody['errors'];

export interface ApiErrorInit {
  status: number;
  code: number;
  message: string;
  description?: string | undefined;
  errors?: ValidationErrors | undefined;
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

  constructor({ status, code, message, description, errors }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.description = description;
    this.errors = errors;
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
