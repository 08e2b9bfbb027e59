import { ErrorBodySchema, ValidationErrorBodySchema } from '@rabbithole/api-contract';
import { z } from 'zod';
import { ApiContractError, ApiError } from './ApiError.ts';

/** Query values as typed objects carry them; `undefined` and `null` leave the key out. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface ApiClientOptions {
  /** Origin the `/api` paths are resolved against; empty means the page's own origin. @default '' */
  baseUrl?: string;
  /**
   * Supplies the Bearer token for a request, or null for a guest call. The auth issue plugs the
   * token manager in here (and its 401 refresh-and-retry policy around `send`).
   */
  getAccessToken?: () => string | null | Promise<string | null>;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** `GET /api{path}`, parsed with `schema`; rejects with `ApiError` or `ApiContractError`. */
  get<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<z.output<Schema>>;
}

export function buildApiUrl(baseUrl: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}/api${path}${search ? `?${search}` : ''}`;
}

/** spec.md section 8: a request that never got an answer reads as a 500 from an absent server. */
function unresponsive(cause: unknown): ApiError {
  return new ApiError({
    status: 500,
    code: 500,
    message: 'The server is unresponsive',
    description: cause instanceof Error ? cause.message : String(cause),
  });
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

async function toApiError(response: Response): Promise<ApiError> {
  const status = response.status;
  let body: unknown = null;
  try {
    body = await readJson(response);
  } catch {
    // A proxy's HTML error page is not JSON; the status alone still says what happened.
  }
  const validation = ValidationErrorBodySchema.safeParse(body);
  if (validation.success) {
    const { code, message, errors } = validation.data;
    return new ApiError({ status, code, message, errors });
  }
  const known = ErrorBodySchema.safeParse(body);
  if (known.success) return new ApiError({ status, ...known.data });
  return new ApiError({
    status,
    code: status,
    message: response.statusText || `Request failed with status ${status}`,
  });
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '', getAccessToken } = options;

  async function send(url: string, signal: AbortSignal | undefined): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = await getAccessToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      return await fetchImpl(url, { method: 'GET', headers, signal: signal ?? null });
    } catch (error) {
      // The caller cancelled: not a failure of the server, so let the abort through unchanged.
      if (signal?.aborted) throw error;
      throw unresponsive(error);
    }
  }

  return {
    async get(path, schema, { query, signal } = {}) {
      const url = buildApiUrl(baseUrl, path, query);
      const response = await send(url, signal);
      if (!response.ok) throw await toApiError(response);
      let body: unknown;
      try {
        body = await readJson(response);
      } catch (error) {
        throw new ApiContractError(url, `the body is not JSON (${String(error)})`);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new ApiContractError(url, z.prettifyError(parsed.error));
      return parsed.data;
    },
  };
}

/** The client the app uses: same-origin `/api`, guest calls until the auth issue adds tokens. */
export const apiClient = createApiClient();
