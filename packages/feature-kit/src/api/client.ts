import {
  API_PREFIX,
  urlOf,
  type BodyOf,
  type EndpointDescription,
  type EndpointOf,
  type EndpointRoute,
  type ParamsOf,
  type QueryInputOf,
  type ResponseOf,
} from '@rabbithole/api-contract';
import { ApiContractError, ApiError } from './ApiError.ts';
import { createClientMode, type ClientModeSource } from './clientMode.ts';
import { loadAnswers } from './lazyAnswers.ts';
import { createRecoveryQueue, type RecoveryQueue } from './recoveryQueue.ts';
import {
  basicAuthorization,
  readJson,
  requestFailed,
  toApiError,
  unresponsive,
} from './responses.ts';
import { categorize, isAbort, RETRY_LIMITS } from './retryPolicy.ts';

/** Where Bearer tokens come from: the token manager, or anything shaped like it. */
export interface TokenSource {
  getValidToken(): Promise<string | null>;
  /** Refreshes now; null when the session has ended. */
  forceRefresh(): Promise<string | null>;
}

export interface ApiClientOptions {
  /** Origin the `/api` paths are resolved against; empty means the page's own origin. @default '' */
  baseUrl?: string;
  /** The token manager: the Bearer of each call, and the refresh after a 401. */
  tokens?: TokenSource;
  /** A fixed token source without refresh, for guests and tests; `tokens` wins when both are given. */
  getAccessToken?: () => string | null | Promise<string | null>;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Foreground or background (spec.md section 4). @default the page's visibility */
  mode?: ClientModeSource;
  /** @default a queue that refreshes through `tokens` */
  recovery?: RecoveryQueue;
  /** @default Date.now */
  now?: () => number;
  /** Where failures of no known kind are logged. @default console.warn */
  log?: (message: string, error: unknown) => void;
  /** Names a failure no answer named (spec.md section 8). @default crypto.randomUUID */
  createRequestId?: () => string;
}

/**
 * How a call authenticates: the Bearer of the session (the default), nothing (registration and
 * the username look-up), or HTTP Basic credentials (the password sign-in).
 */
export type RequestAuth = 'bearer' | 'none' | { basic: { username: string; password: string } };

/**
 * What one call sends besides its endpoint: path params and a body exactly when the endpoint
 * declares them, a query when it has one, and an optional signal to cancel.
 */
export type RequestParts<Endpoint extends EndpointDescription> = {
  query?: QueryInputOf<Endpoint>;
  signal?: AbortSignal | undefined;
  /** @default 'bearer' */
  auth?: RequestAuth;
  /**
   * `false` sends the call once, whatever happens. Calls without a Bearer never retry: their
   * failures (a wrong password, a 429 on sign-in) are answers the user must see at once.
   */
  retry?: false;
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
   * `endpoint` may be its route alone (`routes.getMe`): the schema is then looked up by
   * operationId, so a module on the first script's path sends calls without importing zod.
   * Failures are retried as spec.md sections 4 and 7 say (see `recovery`). Rejects with
   * `ApiError` for an error answer or no answer, `ApiContractError` for a success answer the
   * contract does not allow; a cancelled call rejects with the abort unchanged and never retries.
   */
  request<Route extends EndpointRoute>(
    endpoint: Route,
    ...args: RequestArgs<EndpointOf<Route>>
  ): Promise<ResponseOf<EndpointOf<Route>>>;
  /**
   * GETs `path` (below /api, e.g. the notification stream's) with the session's Bearer through
   * the client's fetch and resolves with the Response as it is, for an answer that is not one
   * JSON body: a stream. A 401 to a Bearer refreshes the token and sends once more; any other
   * status is the caller's to read. Rejects like `request` when no answer comes at all.
   */
  open(path: string, init?: OpenInit): Promise<Response>;
  /** The error-recovery queue: the player's audio failures and reauthentication signals. */
  readonly recovery: RecoveryQueue;
}

/** What `open` sends besides its Bearer. */
export interface OpenInit {
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** randomUUID exists only in secure contexts; a page served over plain http still needs an id. */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function tokenSourceOf(options: ApiClientOptions): TokenSource | null {
  if (options.tokens) return options.tokens;
  const { getAccessToken } = options;
  if (!getAccessToken) return null;
  return {
    getValidToken: async () => getAccessToken(),
    // A bare token getter cannot refresh: a 401 is final.
    forceRefresh: () => Promise.resolve(null),
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '' } = options;
  const now = options.now ?? (() => Date.now());
  const createRequestId = options.createRequestId ?? newRequestId;
  const tokens = tokenSourceOf(options);
  const mode = options.mode ?? createClientMode();
  const recovery =
    options.recovery ??
    createRecoveryQueue({
      mode,
      now,
      ...(options.log ? { log: options.log } : {}),
      refreshToken: () => tokens?.forceRefresh() ?? Promise.resolve(null),
    });

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

  async function parse<Route extends EndpointRoute>(
    endpoint: Route,
    call: string,
    response: Response,
  ): Promise<ResponseOf<EndpointOf<Route>>> {
    const answers = await loadAnswers();
    const expected = await answers.expectedStatusOf(endpoint);
    if (response.status !== expected) {
      throw new ApiContractError(call, `status ${response.status}, where it declares ${expected}`);
    }
    let answer: unknown;
    try {
      answer = await readJson(response);
    } catch (error) {
      throw new ApiContractError(call, `the body is not JSON (${String(error)})`);
    }
    const checked = await answers.checkAnswer(endpoint, answer);
    if (!checked.ok) throw new ApiContractError(call, checked.problem);
    return checked.data as ResponseOf<EndpointOf<Route>>;
  }

  return {
    recovery,
    async open(path, { headers = {}, signal } = {}) {
      const url = `${baseUrl.replace(/\/+$/, '')}${API_PREFIX}${path}`;
      const attempt = (token: string | null) => {
        const sent = new Headers(headers);
        if (token) sent.set('Authorization', `Bearer ${token}`);
        return send(url, { method: 'GET', headers: sent, signal: signal ?? null });
      };
      const token = (await tokens?.getValidToken()) ?? null;
      const response = await attempt(token);
      if (response.status !== 401 || token === null || signal?.aborted) return response;
      const fresh = await (tokens?.forceRefresh() ?? Promise.resolve(null)).catch(() => null);
      if (!fresh) return response;
      await response.body?.cancel();
      return attempt(fresh);
    },
    async request<Route extends EndpointRoute>(
      endpoint: Route,
      ...[parts]: RequestArgs<EndpointOf<Route>>
    ): Promise<ResponseOf<EndpointOf<Route>>> {
      type Endpoint = EndpointOf<Route>;
      // The answer checks load beside the call rather than after its answer, which would wait for
      // them (the first call of a page: the session's GET /api/me and the route's reads at boot).
      void loadAnswers().catch(() => undefined);
      // RequestArgs has checked which parts this endpoint needs; here only their presence matters.
      const {
        params,
        query,
        body,
        signal,
        auth = 'bearer',
        retry,
      } = (parts ?? {}) as {
        params?: ParamsOf<Endpoint>;
        query?: QueryInputOf<Endpoint>;
        body?: unknown;
        signal?: AbortSignal | undefined;
        auth?: RequestAuth;
        retry?: false;
      };
      const url = urlOf(endpoint, { params, query }, baseUrl);
      const call = `${endpoint.method} ${url}`;
      let requestId: string | undefined;
      // Set by `attempt`; a closure write TypeScript cannot see, hence the widening.
      let sentToken = false as boolean;

      // One try; `token` is the refreshed token when the recovery queue has just got one.
      async function attempt(token: string | null): Promise<ResponseOf<Endpoint>> {
        const headers = new Headers({ Accept: 'application/json' });
        if (auth === 'bearer') {
          const bearer = token ?? (await tokens?.getValidToken()) ?? null;
          sentToken = bearer !== null;
          if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
        } else if (auth !== 'none') {
          headers.set(
            'Authorization',
            basicAuthorization(auth.basic.username, auth.basic.password),
          );
        }
        const hasBody = body !== undefined;
        if (hasBody) headers.set('Content-Type', 'application/json');
        const response = await send(url, {
          method: endpoint.method,
          headers,
          body: hasBody ? JSON.stringify(body) : null,
          signal: signal ?? null,
        });
        requestId = response.headers.get('x-request-id') ?? undefined;
        if (!response.ok) throw await toApiError(response, now());
        return parse(endpoint, call, response);
      }

      // What leaves the client is an answer, a contract break or an abort; anything else thrown
      // on the way becomes spec.md's "Request failed".
      function settle(error: unknown): never {
        if (error instanceof ApiError || error instanceof ApiContractError || isAbort(error)) {
          throw error;
        }
        throw requestFailed(error, requestId ?? createRequestId());
      }

      try {
        return await attempt(null);
      } catch (error) {
        const category = categorize(error);
        const retries = auth === 'bearer' && retry !== false && !signal?.aborted;
        // A 401 to a call that carried no token is the answer, not an expired token.
        if (!retries || category === null || (category === 'token-expired' && !sentToken)) {
          settle(error);
        }
        try {
          return await recovery.recover({
            category,
            error,
            retry: attempt,
            maxTries: () => RETRY_LIMITS[mode.mode],
            signal,
          });
        } catch (failure) {
          settle(failure);
        }
      }
    },
  };
}

let defaultClient = createApiClient();

/**
 * The client every read goes through unless it is handed another: a same-origin guest client
 * until the app names its own, signed with the token manager, so catalog reads carry the Bearer
 * that fills in the listener's own stats (follows, favourites, likes).
 */
export const apiClient: ApiClient = {
  request: (endpoint, ...args) => defaultClient.request(endpoint, ...args),
  open: (path, init) => defaultClient.open(path, init),
  get recovery() {
    return defaultClient.recovery;
  },
};

/** Makes `client` the one behind `apiClient`; the app calls it once, before its first read. */
export function setDefaultApiClient(client: ApiClient): void {
  defaultClient = client;
}
