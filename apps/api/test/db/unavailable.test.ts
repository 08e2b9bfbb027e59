import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failureCode, isDatabaseUnavailable } from '../../src/db/unavailable.ts';

// The error handler answers 503 with Retry-After, not 500, when the database cannot be reached:
// told apart from a failed statement by the driver's error, wrapped as Drizzle wraps it.

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ],
    ['a server shutting down', wrapped(withCode('terminating connection', '57P01'))],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection cut mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'every address refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'failed'),
    ],
  ])('says yes for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', wrapped(withCode('syntax error at or near "selec"', '42601'))],
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['no error at all', undefined],
  ])('says no for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('finds the code a log line may show under the wrapper that holds the statement', () => {
    expect(failureCode(wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED')))).toBe(
      'ECONNREFUSED',
    );
  });
});
