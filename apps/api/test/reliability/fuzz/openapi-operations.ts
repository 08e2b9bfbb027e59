import { expect } from 'vitest';
import type { App } from '../../../src/app.ts';
import { OPENAPI_PATH } from '../../../src/plugins/external/openapi.ts';
import type { JsonSchema } from './json-schema-values.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document, as a client generator would read it. */
export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** `/api/sets/{id}`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Whether a Bearer is required (not merely accepted) or only Basic credentials work. */
  needsBearer: boolean;
  needsBasic: boolean;
  /** The statuses the document says the operation answers. */
  statuses: number[];
}

interface OpenApiOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

/**
 * Every operation of the server's own /api/openapi.json, asked for through `inject` as a client
 * would: what the fuzz and the authorization matrix cover is what the server says it serves,
 * so an endpoint added tomorrow is covered tomorrow.
 */
export async function operationsOf(app: App): Promise<Operation[]> {
  const response = await app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  const document = response.json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const security = operation.security ?? [];
      const anonymousAllowed =
        security.length === 0 || security.some((s) => !Object.keys(s).length);
      return {
        operationId: operation.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema ?? null,
        needsBearer: !anonymousAllowed && security.some((s) => 'bearerAuth' in s),
        needsBasic: !anonymousAllowed && security.every((s) => 'basicAuth' in s),
        statuses: Object.keys(operation.responses).map(Number),
      };
    }),
  );
}
