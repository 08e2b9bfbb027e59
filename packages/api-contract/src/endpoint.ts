import { z } from 'zod/mini';
import { ErrorBodySchema, ValidationErrorBodySchema } from './common.ts';
import type { EndpointRoute } from './routes.ts';

export {
  API_PREFIX,
  HTTP_METHODS,
  pathOf,
  queryString,
  routePatternOf,
  urlOf,
  type HttpMethod,
  type QueryValue,
  type UrlParts,
} from './url.ts';

/**
 * One description per endpoint (house style 13): method, path, params, query, body and the answer
 * per status. The server's route, the client's fetcher and SWR key, the MSW handlers, e2e and
 * bench all derive from it, so a path or a status map is written exactly once.
 */

/**
 * Who may call an endpoint (design.md section 3):
 * - `public`: anyone, and a token changes nothing (health, docs);
 * - `optional-bearer`: guests too, but with a Bearer the answer carries the caller's own stats
 *   (catalog reads);
 * - `bearer`: a signed-in user only;
 * - `basic`: HTTP Basic credentials (`POST /api/tokens`);
 * - `admin`: a Bearer of a user with the `admin` role (`ADMIN_USERS`); others get 403.
 */
export const ACCESS_LEVELS = ['public', 'optional-bearer', 'bearer', 'basic', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The OpenAPI tags, one per domain, with the description the reference shows for each. */
export const API_TAGS = {
  health: 'Liveness and readiness of the server, for load balancers and operators.',
  session: 'Signing in and out: token pairs, their rotation, and password resets.',
  users: 'Accounts: registration, the signed-in user, and linking Google or Apple sign-in.',
  sets: 'DJ sets with identified track lists.',
  artists: 'Artists: DJs and producers, with their labels.',
  labels: 'Record labels and curators (promoters, venues), with their artists.',
  posts: 'Comments on sets and tracks.',
  player:
    'Listening: your play queue, where you stopped in each set, and likes of a moment of a set.',
  tracks: 'Tracks: released music and the IDs heard in sets.',
  engagement:
    'What a signed-in user does with the catalog: follows, favourites (watching an ID is ' +
    'favouriting it), likes and purchases.',
  notifications:
    'What you are told: IDs you watched (or liked a moment of) released as tracks, live.',
  admin: 'Operator tasks for users with the admin role: importing the catalog and releasing IDs.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** The error answers an endpoint may declare; every one of them has the shape of design.md 3. */
export const ERROR_RESPONSES = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  422: ValidationErrorBodySchema,
  429: ErrorBodySchema,
  500: ErrorBodySchema,
  503: ErrorBodySchema,
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The schemas of the given error statuses, to spread into an endpoint's `responses`. */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
): { [Status in Statuses[number]]: (typeof ERROR_RESPONSES)[Status] } {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_RESPONSES[status]])) as {
    [Status in Statuses[number]]: (typeof ERROR_RESPONSES)[Status];
  };
}

/** A 204 answer: no body, which clients read as null (spec.md section 7). */
export const NoContentSchema = z.null();

export const SUCCESS_STATUSES = [200, 201, 204] as const;
export type SuccessStatus = (typeof SUCCESS_STATUSES)[number];

export type ResponseMap = Readonly<Partial<Record<SuccessStatus | ErrorStatus, z.ZodMiniType>>>;

/** `'/sets/{id}/posts'` → `'id'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The method, path and operationId come from `routes` (routes.ts), where each is written once. */
export interface EndpointDescription extends EndpointRoute {
  /** Unique, camelCase; client generators name their functions after it. */
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tag: ApiTag;
  readonly access: Access;
  /** Required exactly when the path has `{params}`, with one key per param. */
  readonly params?: z.ZodMiniObject;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** The answer schema per status: one success status, then every error the endpoint declares. */
  readonly responses: ResponseMap;
}

type ParamsMatchPath<Endpoint extends EndpointDescription> = [
  PathParamNames<Endpoint['path']>,
] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: z.ZodMiniObject<Record<PathParamNames<Endpoint['path']>, z.ZodMiniType>> };

/** Declares an endpoint; the types check that params match the path's placeholders. */
export function defineEndpoint<const Endpoint extends EndpointDescription>(
  endpoint: Endpoint & ParamsMatchPath<Endpoint>,
): Endpoint {
  const successes = SUCCESS_STATUSES.filter((status) => status in endpoint.responses);
  if (successes.length !== 1) {
    throw new Error(`${endpoint.operationId}: declare exactly one success status (200, 201, 204).`);
  }
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const keys = Object.keys(endpoint.params?.shape ?? {}).sort();
  if (names.join() !== keys.join()) {
    throw new Error(`${endpoint.operationId}: params must be exactly the path's placeholders.`);
  }
  return endpoint;
}

type SuccessKey<Endpoint extends EndpointDescription> = Extract<
  keyof Endpoint['responses'],
  SuccessStatus
>;

/** The schema of the one success answer. */
export type SuccessSchemaOf<Endpoint extends EndpointDescription> = NonNullable<
  Endpoint['responses'][SuccessKey<Endpoint>]
>;
/** What a successful call answers, as parsed by its schema. */
export type ResponseOf<Endpoint extends EndpointDescription> = z.output<SuccessSchemaOf<Endpoint>>;
/** The query as a client may send it (every defaulted field optional). */
export type QueryInputOf<Endpoint extends EndpointDescription> =
  Endpoint['query'] extends z.ZodMiniType ? z.input<Endpoint['query']> : undefined;
/** The query as the server reads it, defaults applied. */
export type QueryOf<Endpoint extends EndpointDescription> = Endpoint['query'] extends z.ZodMiniType
  ? z.output<Endpoint['query']>
  : undefined;
export type ParamsOf<Endpoint extends EndpointDescription> =
  Endpoint['params'] extends z.ZodMiniType ? z.input<Endpoint['params']> : undefined;
export type BodyOf<Endpoint extends EndpointDescription> = Endpoint['body'] extends z.ZodMiniType
  ? z.input<Endpoint['body']>
  : undefined;

export function successStatusOf(endpoint: EndpointDescription): SuccessStatus {
  const status = SUCCESS_STATUSES.find((candidate) => candidate in endpoint.responses);
  if (status === undefined) throw new Error(`${endpoint.operationId} has no success status`);
  return status;
}

export function successSchemaOf<Endpoint extends EndpointDescription>(
  endpoint: Endpoint,
): SuccessSchemaOf<Endpoint> {
  return endpoint.responses[successStatusOf(endpoint)] as SuccessSchemaOf<Endpoint>;
}

/**
 * The OpenAPI security schemes behind ACCESS_LEVELS: access tokens are signed JWTs sent as
 * Bearer; HTTP Basic (username and password) only ever buys a pair of tokens.
 */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token from POST /api/tokens (valid 60 minutes), or a Firebase ID token.',
  },
  basicAuth: {
    type: 'http',
    scheme: 'basic',
    description: 'Username and password; accepted only to issue tokens.',
  },
} as const;
export type SecuritySchemeName = keyof typeof SECURITY_SCHEMES;

/** An OpenAPI security requirement: `{}` means "no credentials" (an optional alternative). */
export type SecurityRequirement = Partial<Record<SecuritySchemeName, []>>;

const SECURITY_OF_ACCESS: Record<Access, readonly SecurityRequirement[]> = {
  public: [],
  'optional-bearer': [{}, { bearerAuth: [] }],
  bearer: [{ bearerAuth: [] }],
  basic: [{ basicAuth: [] }],
  admin: [{ bearerAuth: [] }],
};

/** The OpenAPI `security` of an endpoint, from its access level. */
export function securityOf(access: Access): SecurityRequirement[] {
  return SECURITY_OF_ACCESS[access].map((requirement) => ({ ...requirement }));
}

type TakesInput<Endpoint extends EndpointDescription> = Endpoint['params'] extends z.ZodMiniType
  ? true
  : Endpoint['query'] extends z.ZodMiniType
    ? true
    : Endpoint['body'] extends z.ZodMiniType
      ? true
      : false;

/** What the server answers to a body it cannot read, before the route sees it (design.md 3). */
const BODY_ERROR_STATUSES = [400, 413, 415] as const;
type BodyErrorStatus = (typeof BODY_ERROR_STATUSES)[number];

/** Every answer of an endpoint, as responsesOf() lists them. */
export type ResponsesOf<Endpoint extends EndpointDescription> = Endpoint['responses'] &
  Pick<typeof ERROR_RESPONSES, 500> &
  (Endpoint['access'] extends 'bearer' | 'basic' | 'admin'
    ? Pick<typeof ERROR_RESPONSES, 401>
    : unknown) &
  (Endpoint['access'] extends 'admin' ? Pick<typeof ERROR_RESPONSES, 403> : unknown) &
  (TakesInput<Endpoint> extends true ? Pick<typeof ERROR_RESPONSES, 422> : unknown) &
  (Endpoint['body'] extends z.ZodMiniType
    ? Pick<typeof ERROR_RESPONSES, BodyErrorStatus>
    : unknown);

/**
 * Every answer the server may give for an endpoint: the statuses it declares, plus 422 when it
 * reads params, query or body (they are validated), 400, 413 and 415 when it reads a body (not
 * JSON, over 1 MB, not of type application/json), 401 when it needs credentials, 403 when only
 * admins may call it, and 500. The
 * server's route schema and the OpenAPI document list exactly these.
 */
export function responsesOf<Endpoint extends EndpointDescription>(
  endpoint: Endpoint,
): ResponsesOf<Endpoint> {
  const takesInput = Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);
  const needsCredentials = ['bearer', 'basic', 'admin'].includes(endpoint.access);
  return {
    ...(endpoint.body ? errorResponses(...BODY_ERROR_STATUSES) : {}),
    ...(needsCredentials ? errorResponses(401) : {}),
    ...(endpoint.access === 'admin' ? errorResponses(403) : {}),
    ...(takesInput ? errorResponses(422) : {}),
    ...endpoint.responses,
    ...errorResponses(500),
  } as ResponsesOf<Endpoint>;
}
