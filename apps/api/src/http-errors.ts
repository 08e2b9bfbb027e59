import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@rabbithole/api-contract';

export function errorBody(status: number, description?: string): ErrorBody {
  const body: ErrorBody = { code: status, message: STATUS_CODES[status] ?? 'Error' };
  if (description) body.description = description;
  return body;
}
