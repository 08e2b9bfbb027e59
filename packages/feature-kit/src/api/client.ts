import {
  ErrorBodySchema,
  ValidationErrorBodySchema,
  successSchemaOf,
  successStatusOf,
  urlOf,
  type BodyOf,
  type EndpointDescription,
  type ParamsOf,
  type QueryInputOf,
  type ResponseOf,
} from '@rabbithole/api-contract';
import { z } from 'zod';
import { ApiContractError, ApiError } from './ApiError.ts';

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

/**
 * What one call sends besides its endpoint: path params and a body exactly when the endpoint
 * declares them, a query when it has one, and an optional signal to cancel.
 */
export type RequestParts<Endpoint extends EndpointDescription> = {
  query?: QueryInputOf<Endpoint>;
  signal?: AbortSignal | undefined;
} & (ParamsOf<Endpoint> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<Endpoint> }) &
  (BodyOf<Endpoint> extends undefined ? { body?: undefined } : { body: BodyOf<Endpoint> });

/** The parts may be left out only when nothing in them is required. */
export type RequestArgs<Endpoint extends EndpointDescription> =
  Partial<RequestParts<Endpoint>> extends RequestParts<Endpoint>
    ? [parts?: RequestParts<Endpoint>]
    : [parts: RequestParts<Endpoint>];

export interface ApiClient {
  /**
   * Calls `endpoint` as the contract describes it (method, URL from `urlOf`, JSON body, Bearer)
   * and resolves with its success answer parsed by the endpoint's schema (a 204 gives null).
   * Rejects with `ApiError` for an error answer or no answer, `ApiContractError` for a success
   * answer the contract does not allow; a cancelled call rejects with the abort unchanged.
   */
  request<Endpoint extends EndpointDescription>(
    endpoint: Endpoint,
    ...args: RequestArgs<Endpoint>
  ): Promise<ResponseOf<Endpoint>>;
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

  async function send(url: string, init: RequestInit): Promise<Response> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      // The caller cancelled: not a failure of the server, so let the abort through unchanged.
      if (init.signal?.aborted) throw error;
      throw unresponsive(error);
    }
  }

  return {
    async request<Endpoint extends EndpointDescription>(
      endpoint: Endpoint,
      ...[parts]: RequestArgs<Endpoint>
    ): Promise<ResponseOf<Endpoint>> {
      // RequestArgs has checked which parts this endpoint needs; here only their presence matters.
      const { params, query, body, signal } = (parts ?? {}) as {
        params?: ParamsOf<Endpoint>;
        query?: QueryInputOf<Endpoint>;
        body?: unknown;
        signal?: AbortSignal | undefined;
      };
      const url = urlOf(endpoint, { params, query }, baseUrl);
      const headers = new Headers({ Accept: 'application/json' });
      const token = await getAccessToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const hasBody = body !== undefined;
      if (hasBody) headers.set('Content-Type', 'application/json');

      const response = await send(url, {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(body) : null,
        signal: signal ?? null,
      });
      if (!response.ok) throw await toApiError(response);

      const call = `${endpoint.method} ${url}`;
      const expected = successStatusOf(endpoint);
      if (response.status !== expected) {
        throw new ApiContractError(
          call,
          `status ${response.status}, where it declares ${expected}`,
        );
      }
      let answer: unknown;
      try {
        answer = await readJson(response);
      } catch (error) {
        throw new ApiContractError(call, `the body is not JSON (${String(error)})`);
      }
      const parsed = successSchemaOf(endpoint).safeParse(answer);
      if (!parsed.success) throw new ApiContractError(call, z.prettifyError(parsed.error));
      return parsed.data as ResponseOf<Endpoint>;
    },
  };
}

/** The client the app uses: same-origin `/api`, guest calls until the auth issue adds tokens. */
export const apiClient = createApiClient();
