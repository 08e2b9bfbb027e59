import sensible from '@fastify/sensible';
import {
  endpoints,
  ErrorBodySchema,
  getLiveness,
  routePatternOf,
  ValidationErrorBodySchema,
} from '@rabbithole/api-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoute } from '../src/contract-route.ts';
import errors from '../src/plugins/app/errors.ts';
import openapi from '../src/plugins/external/openapi.ts';
import apiHooks from '../src/routes/api/autohooks.ts';
import { buildTestApp, type TestApp } from './helpers/build-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
});

afterAll(async () => {
  await testApp.close();
});

/** Fastify with what contract routes rely on, but none of the app's routes. */
async function bareApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(sensible);
  await app.register(errors);
  return app;
}

describe('routes derived from the contract', () => {
  it('serve every endpoint of the contract, at its method and path', () => {
    for (const endpoint of Object.values(endpoints)) {
      expect(
        testApp.app.hasRoute({ method: endpoint.method, url: routePatternOf(endpoint) }),
        endpoint.operationId,
      ).toBe(true);
    }
  });

  it('document exactly the contract endpoints: no /api operation is described by hand', () => {
    const document = testApp.app.swagger() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
      })),
    );
    const described = Object.values(endpoints).map((endpoint) => ({
      route: `${endpoint.method} /api${endpoint.path}`,
      operationId: endpoint.operationId,
    }));
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(documented.sort(byRoute)).toEqual(described.sort(byRoute));
  });

  it('stop the server at boot when an /api route is not from the contract', async () => {
    const app = await bareApp();
    await app.register(openapi, { config: { publicUrl: null } } as never);
    expect(() => app.get('/api/handmade', async () => ({ ok: true }))).toThrow(
      /GET \/api\/handmade is not described in @rabbithole\/api-contract/,
    );
    await app.close();
  });

  it('stop the server at boot when an endpoint is registered outside its path’s folder', async () => {
    const app = await bareApp();
    const registering = app.register(
      async (sets) => {
        contractRoute(sets, getLiveness, async () => ({ status: 'ok' as const }));
      },
      { prefix: '/api/sets' },
    );
    await expect(registering).rejects.toThrow(
      'getLiveness: GET /api/healthz is registered under /api/sets',
    );
    await app.close();
  });

  it('answer 422 naming errors.query.after for a cursor of the wrong type (the contract’s rule)', async () => {
    const response = await testApp.app.inject({
      url: '/api/sets?order_by=release_date&after=yesterday',
    });
    expect(response.statusCode).toBe(422);
    expect(ValidationErrorBodySchema.parse(response.json()).errors).toEqual({
      query: { after: ['Must be a date (YYYY-MM-DD) when sorting by release_date.'] },
    });
  });
});

describe('routes/api/autohooks.ts', () => {
  async function appWith(routes: (api: FastifyInstance) => void) {
    const app = await bareApp();
    await app.register(
      async (api) => {
        // As autoload registers it: the hooks apply to the folder's own context.
        await api.register(fp(apiHooks));
        routes(api);
      },
      { prefix: '/api' },
    );
    return app;
  }

  it('refuse a route that needs a Bearer without one, and with an invalid one', async () => {
    const without = await testApp.app.inject({ url: '/api/me' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="Rabbithole"');
    expect(ErrorBodySchema.parse(without.json())).toEqual({
      code: 401,
      message: 'Unauthorized',
      description: 'Sign in first.',
    });
    const invalid = await testApp.app.inject({
      url: '/api/me',
      headers: { authorization: 'Bearer anything' },
    });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.headers['www-authenticate']).toBe(
      'Bearer realm="Rabbithole", error="invalid_token"',
    );
  });

  it('let public routes through untouched', async () => {
    const app = await appWith((api) =>
      contractRoute(api, getLiveness, async () => ({ status: 'ok' as const })),
    );
    const response = await app.inject({ url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    await app.close();
  });
});
