import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { problemsOf } from './answer-checks.ts';

// The fuzz and the matrix pass only if problemsOf sees what it must: these answers are what a
// regression would send, and each must be named.

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: text,
  } as unknown as LightMyRequestResponse;
}

const stack = new Error('boom').stack ?? '';

describe('problemsOf', () => {
  it('passes design.md’s error shapes and a success', () => {
    expect(
      problemsOf(answer(404, { code: 404, message: 'Not Found', description: 'No set.' }), []),
    ).toEqual([]);
    const invalid = {
      code: 422,
      message: 'Some values…',
      errors: { query: { limit: ['Too big'] } },
    };
    expect(problemsOf(answer(422, invalid), [])).toEqual([]);
    expect(problemsOf(answer(200, { data: [] }), [])).toEqual([]);
  });

  it.each([
    ['a 5xx', answer(500, { code: 500, message: 'Internal Server Error' }), 'answered 500'],
    ['a body off the shape', answer(404, { error: 'nope' }), 'shape'],
    ['a code that is not the status', answer(403, { code: 404, message: 'Not Found' }), 'shape'],
    ['JSON that does not parse', answer(400, '{"code":400,'), 'does not parse'],
    [
      'a stack',
      answer(400, { code: 400, message: 'Bad Request', description: stack }),
      'stack frame',
    ],
    [
      'a file path',
      answer(400, { code: 400, message: 'x', description: 'at /work/app/src/db.ts:12' }),
      'file path',
    ],
    [
      'SQL text',
      answer(409, {
        code: 409,
        message: 'Conflict',
        description: 'insert into "users" ("email") values ($1)',
      }),
      'SQL',
    ],
    [
      'a database message',
      answer(409, {
        code: 409,
        message: 'x',
        description: 'duplicate key value violates unique constraint',
      }),
      'database message',
    ],
    [
      'a leak in a header',
      answer(204, '', { 'x-debug': 'TypeError: x is undefined' }),
      'internal error',
    ],
  ])('names %s', (_, response, expected) => {
    expect(problemsOf(response, []).join('; ')).toContain(expected);
  });

  it('lets an error repeat what the request sent, and nothing more', () => {
    const sent = "select * from sets where '1'='1'";
    const body = {
      code: 422,
      message: 'x',
      errors: { json: { text: [`“${sent}” is not a name`] } },
    };
    expect(problemsOf(answer(422, body), [sent])).toEqual([]);
    expect(problemsOf(answer(422, body), [])).not.toEqual([]);
  });
});
