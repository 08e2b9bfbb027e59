import { ErrorBodySchema, ValidationErrorBodySchema } from '@rabbithole/api-contract';
import type { LightMyRequestResponse } from 'fastify';

/**
 * What must never reach a client (design.md section 3): stack frames, file paths, SQL and the
 * database driver's own words. Checked after the request's own strings are taken out of the
 * answer, since an answer may rightly repeat what was sent (a comment's text).
 */
const LEAKS: [what: string, pattern: RegExp][] = [
  ['a stack frame', /\n\s*at \S.*[(:]\d+/],
  ['a stack frame', /\bat (?:async )?\S+ \((?:file:|node:|\/)/],
  [
    'a file path',
    /(?:\/(?:work|home|usr|tmp|app|src|root)\/[\w.-]+\/)|node_modules|\.ts:\d+|\.m?js:\d+/,
  ],
  ['SQL text', /\b(?:select|insert|update|delete)\b[^"]{0,200}\b(?:from|into|set|where)\b/i],
  [
    'a database message',
    /\b(?:syntax error at|violates|duplicate key|relation "|column "|invalid input syntax|out of range for type|PGlite|postgres|drizzle|Failed query|SQLSTATE|ECONN\w+)/i,
  ],
  [
    'an internal error name',
    /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|ZodError|FST_ERR_\w+)\b/,
  ],
];

/** Everything wrong with one answer to `echoes`' request; empty when it is fine. */
export function problemsOf(response: LightMyRequestResponse, echoes: readonly string[]): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  const type = String(response.headers['content-type'] ?? '');
  let body: unknown;
  if (type.includes('json')) {
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push(`claims JSON but does not parse: ${response.body.slice(0, 200)}`);
    }
  }
  if (status >= 400) {
    const shaped =
      status === 422
        ? ValidationErrorBodySchema.safeParse(body).success
        : ErrorBodySchema.safeParse(body).success && (body as { code: number }).code === status;
    if (!shaped)
      problems.push(`error body not in design.md's shape: ${response.body.slice(0, 300)}`);
  }
  // The router's own 404: a path the document declares, with values it allows, found no route.
  if (status === 404 && response.body.includes('"description":"Nothing at ')) {
    problems.push('no route for a path of the document');
  }
  const headers = Object.entries(response.headers)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n');
  const text = withoutEchoes(`${headers}\n${status >= 400 ? response.body : ''}`, echoes);
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match) problems.push(`leaks ${what}: “${match[0].slice(0, 120)}”`);
  }
  return problems;
}

/** The text with every echoed string (and its JSON-escaped form) taken out. */
function withoutEchoes(text: string, echoes: readonly string[]): string {
  let rest = text;
  for (const echo of [...echoes].sort((a, b) => b.length - a.length)) {
    if (echo.length < 3) continue;
    rest = rest.split(echo).join('').split(JSON.stringify(echo).slice(1, -1)).join('');
  }
  return rest;
}
