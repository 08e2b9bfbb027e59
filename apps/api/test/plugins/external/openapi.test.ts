import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_TAGS,
  endpoints,
  MAX_ID,
  securityOf,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security: unknown[];
  responses: Record<string, { description: string }>;
}
interface Document {
  info: { title: string; license?: { name: string } };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let web: string;
let testApp: TestApp;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'rabbithole-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Rabbithole</title>');
  testApp = await buildTestApp({ seed: 'none', webDist: web });
});

afterAll(async () => {
  await testApp.close();
  rmSync(web, { recursive: true, force: true });
});

async function document(): Promise<Document> {
  const response = await testApp.app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the OpenAPI document', () => {
  it('names, summarises, tags and secures every operation from the contract', async () => {
    const { paths } = await document();
    const described: EndpointDescription[] = Object.values(endpoints);
    for (const endpoint of described) {
      const operation = paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.operationId).toMatchObject({
        operationId: endpoint.operationId,
        summary: endpoint.summary,
        tags: [endpoint.tag],
        security: securityOf(endpoint.access),
      });
      // Every operation may fail on our side; every one with input may be refused as invalid.
      expect(Object.keys(operation?.responses ?? {})).toContain('500');
      if (endpoint.query ?? endpoint.params ?? endpoint.body) {
        expect(operation?.responses['422']?.description).toBe('Unprocessable Entity');
      }
    }
    expect(paths['/api/sets']?.get?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('describes its tags, security schemes, servers and licence', async () => {
    const doc = await document();
    expect(doc.tags).toEqual(
      Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    );
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      basicAuth: { type: 'http', scheme: 'basic' },
    });
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(doc.info.license?.name).toBeTruthy();
  });

  // Found by the reliability fuzz, which draws its values from this document: `{id}` was
  // documented as any integer from -2^53 (and any digits, "0" and "007" included), so a client
  // generated from it could send ids the server answers 422.
  it('documents a path id as the server takes it: a positive whole number the database holds', async () => {
    const { paths } = await document();
    const idParams = Object.entries(paths).flatMap(([path, methods]) =>
      Object.values(methods).flatMap((operation) =>
        (
          (operation as { parameters?: { in: string; name: string; schema: unknown }[] })
            .parameters ?? []
        )
          .filter((parameter) => parameter.in === 'path' && parameter.name === 'id')
          .map((parameter) => [`${operation.operationId} ${path}`, parameter.schema] as const),
      ),
    );
    expect(idParams.length).toBeGreaterThan(30);
    for (const [operation, schema] of idParams) {
      expect(schema, operation).toEqual({
        anyOf: [
          { type: 'integer', exclusiveMinimum: 0, maximum: MAX_ID },
          { type: 'string', pattern: '^[1-9]\\d{0,9}$' },
        ],
      });
    }
    for (const id of ['0', '007', '-1', '2147483648']) {
      const response = await testApp.app.inject({ url: `/api/sets/${id}` });
      expect(response.statusCode, id).toBe(422);
      expect(response.json(), id).toMatchObject({
        errors: { params: { id: [expect.any(String)] } },
      });
    }
  });

  it('points clients at PUBLIC_URL when one is configured', async () => {
    const configured = await buildTestApp({ seed: 'none', publicUrl: 'https://dig.example.test' });
    try {
      const response = await configured.app.inject({ url: '/api/openapi.json' });
      expect(response.json<Document>().servers).toEqual([{ url: 'https://dig.example.test' }]);
    } finally {
      await configured.close();
    }
  });
});

describe('/api/docs', () => {
  it('shows the reference from our own origin, every asset included, under the strict policy', async () => {
    const page = await testApp.app.inject({ url: '/api/docs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    // The same policy as the app's pages: scripts only from this origin, no eval, no inline.
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("connect-src 'self'");

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      // Nothing from a CDN: the reference must work offline.
      expect(asset).toMatch(/^\/api\/docs\//);
      const response = await testApp.app.inject({ url: asset ?? '' });
      expect(response.statusCode, asset).toBe(200);
      const type = String(response.headers['content-type']);
      if (asset?.endsWith('.js')) expect(type, asset).toMatch(/javascript/);
      if (asset?.endsWith('.css')) expect(type, asset).toMatch(/^text\/css/);
    }
    const spec = await testApp.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toEqual(await document());
  });

  it('leaves the app’s own pages their strict policy', async () => {
    const page = await testApp.app.inject({ url: '/sets', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
