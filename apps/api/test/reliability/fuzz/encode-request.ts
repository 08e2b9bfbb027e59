// How the fuzz's requests are written: URL, headers and JSON text as a client would send them.
import { isPlainObject, RawNumber } from './json-schema-values.ts';
import type { Operation } from './openapi-operations.ts';

/** One request as `app.inject` takes it, with the reason it must be refused when it must. */
export interface FuzzRequest {
  operationId: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was done to it to make it unacceptable; empty for a valid-shaped request. */
  hostility: string;
  /** Every string the request carries, which an answer may echo without leaking anything. */
  echoes: string[];
}

/** A request before it is written: values for each place, or raw text for the body. */
export interface Parts {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
  /** Path values written as they are, not percent-encoded: broken encodings. */
  rawParams?: Record<string, string>;
  /** Raw body text and its type, when the body is not `body` as JSON. */
  raw?: { text: string; contentType: string };
  authorization: string | null;
}

/** JSON text with RawNumber values written as their own digits. */
function jsonOf(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawNumber)) return item;
    raws.push(item.text);
    return `\u0000raw${raws.length - 1}\u0000`;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_, index: string) => raws[Number(index)] ?? '');
}

export function requestOf(operation: Operation, parts: Parts, hostility: string): FuzzRequest {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => parts.rawParams?.[name] ?? encodeURIComponent(parts.params[name] ?? ''),
  );
  const search = new URLSearchParams(parts.query).toString();
  const headers: Record<string, string> = { ...parts.headers };
  if (parts.authorization !== null) headers.authorization = parts.authorization;
  let payload: string | undefined;
  if (parts.raw) {
    payload = parts.raw.text;
    headers['content-type'] = parts.raw.contentType;
  } else if (parts.body !== undefined) {
    payload = jsonOf(parts.body);
    headers['content-type'] = 'application/json';
  }
  const echoes = [
    ...Object.values(parts.headers),
    ...Object.values(parts.params),
    ...Object.values(parts.query),
    ...(payload && payload.length < 100_000 ? stringsIn(JSON.parse(safeJson(payload))) : []),
  ];
  return {
    operationId: operation.operationId,
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
    hostility,
    echoes,
  };
}

function safeJson(text: string): string {
  try {
    JSON.parse(text);
    return text;
  } catch {
    return 'null';
  }
}

/** Every string (keys too) in a JSON value; a stack of its own, as bodies nest deep. */
function stringsIn(root: unknown): string[] {
  const strings: string[] = [];
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) pending.push(...(value as unknown[]));
    else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return strings;
}
