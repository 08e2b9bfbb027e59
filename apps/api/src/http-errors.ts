import { STATUS_CODES } from 'node:http';
import type { ErrorBody, ValidationLocation } from '@rabbithole/api-contract';

/**
 * A client mistake found by a handler rather than by the route schema (a value that parses but
 * makes no sense, such as a cursor of the wrong type); answered as the same 422 shape.
 */
export class RequestValidationError extends Error {
  constructor(
    readonly location: ValidationLocation,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${location}.${field}: ${reason}`);
    this.name = 'RequestValidationError';
  }
}

export function errorBody(status: number, description?: string): ErrorBody {
  const body: ErrorBody = { code: status, message: STATUS_CODES[status] ?? 'Error' };
  if (description) body.description = description;
  return body;
}
