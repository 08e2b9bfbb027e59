import {
  responsesOf,
  successStatusOf,
  urlOf,
  type EndpointDescription,
  type ParamsOf,
  type QueryInputOf,
  type ResponseOf,
} from '@rabbithole/api-contract';

export interface ContractCallOptions<Endpoint extends EndpointDescription> {
  params?: ParamsOf<Endpoint>;
  query?: QueryInputOf<Endpoint>;
  bearer?: string | null;
  /** Sent as JSON; unchecked, so a test can send what the contract refuses. */
  body?: unknown;
}

/**
 * Calls the mocks as the client would and parses the answer with the contract's schema for its
 * status (the success schema, or the error shape), so a test fails on any answer the server could
 * not give; an undeclared status throws.
 */
export async function callContract<Endpoint extends EndpointDescription>(
  endpoint: Endpoint,
  { params, query, bearer, body }: ContractCallOptions<Endpoint> = {},
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers();
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(urlOf(endpoint, { params, query }, 'http://localhost'), {
    method: endpoint.method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  const schema = (responsesOf(endpoint) as Record<number, { parse(v: unknown): unknown }>)[
    response.status
  ];
  if (!schema) {
    throw new Error(`${endpoint.operationId} answered undeclared ${String(response.status)}`);
  }
  return { status: response.status, body: schema.parse(json) };
}

/** The same call when it must succeed: its parsed answer, or a throw naming the status. */
export async function callOk<Endpoint extends EndpointDescription>(
  endpoint: Endpoint,
  options: ContractCallOptions<Endpoint> = {},
): Promise<ResponseOf<Endpoint>> {
  const { status, body } = await callContract(endpoint, options);
  if (status !== successStatusOf(endpoint)) {
    throw new Error(`${endpoint.operationId} answered ${String(status)}: ${JSON.stringify(body)}`);
  }
  return body as ResponseOf<Endpoint>;
}
