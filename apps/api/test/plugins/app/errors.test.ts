import sensible from '@fastify/sensible';
import { ErrorBodySchema } from '@rabbithole/api-contract';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from '../../../src/plugins/app/errors.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(sensible);
  await app.register(errors);
  app.get('/missing', async (_request, reply) => reply.notFound('Set 9 does not exist.'));
  app.get('/duplicate', async () => {
    throw app.httpErrors.conflict('You already follow this artist.');
  });
  app.get('/forbidden', async (_request, reply) => reply.forbidden('Not your comment.'));
  app.get('/large', async (_request, reply) => reply.payloadTooLarge('Art is at most 5 MB.'));
  app.get('/busy', async () => {
    throw app.httpErrors.createError(429, 'Too many sign-in attempts.', {
      headers: { 'retry-after': '30' },
    });
  });
  app.get('/broken', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  app.get('/database-down', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
      code: 'ECONNREFUSED',
    });
    throw new DrizzleQueryError('select password_hash from users', [], refused);
  });
});

afterAll(async () => {
  await app.close();
});

describe('the central error handler', () => {
  it.each([
    ['/missing', 404, 'Not Found', 'Set 9 does not exist.'],
    ['/duplicate', 409, 'Conflict', 'You already follow this artist.'],
    ['/forbidden', 403, 'Forbidden', 'Not your comment.'],
    ['/large', 413, 'Payload Too Large', 'Art is at most 5 MB.'],
    ['/busy', 429, 'Too Many Requests', 'Too many sign-in attempts.'],
  ])(
    'answers @fastify/sensible’s %s as {code, message, description}',
    async (url, code, message, description) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(code);
      expect(ErrorBodySchema.parse(response.json())).toEqual({ code, message, description });
    },
  );

  it('passes the headers an error carries (Retry-After)', async () => {
    const response = await app.inject({ url: '/busy' });
    expect(response.headers['retry-after']).toBe('30');
  });

  it('never lets an internal message through a 500', async () => {
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|10\.0\.0\.5/);
    expect(ErrorBodySchema.parse(response.json()).message).toBe('Internal Server Error');
  });

  it('answers a database it cannot reach 503 with Retry-After, saying nothing of the query', async () => {
    const response = await app.inject({ url: '/database-down' });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(ErrorBodySchema.parse(response.json()).message).toBe('Service Unavailable');
    expect(response.body).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|password_hash|select/);
  });
});
