import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Lone UTF-16 surrogates (with the u flag a valid pair is one code point and does not match):
// encoded for PostgreSQL they would silently become U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'the NUL character (\\u0000)';
  return LONE_SURROGATE.test(text) ? 'an unpaired UTF-16 surrogate' : null;
}

/**
 * The first string (key or value) PostgreSQL text could not store as sent, or null. Walked with
 * a stack of its own, not recursion: a body nested a million levels deep must not overflow it.
 */
function unstorableString(parsed: unknown): string | null {
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const problem = problemOf(key);
        if (problem) return problem;
        pending.push(item);
      }
    }
  }
  return null;
}

// Raw NUL is not valid JSON and invalid UTF-8 decodes to U+FFFD: only a \u escape brings either.
const UNICODE_ESCAPE = /\\u/i;

/**
 * design.md section 3: JSON in. Every body parser but JSON's is removed, so a body of any other
 * type (text/plain, a form, multipart) is refused with 415 before any route sees it; the error
 * handler (plugins/app/errors.ts) says what to send. The JSON parser is Fastify's own (prototype
 * poisoning refused), then every string is checked: PostgreSQL text cannot hold NUL, so a body
 * carrying one is a 400 here instead of a 500 at the first write. Applies to every route, present
 * and future; the size limit is the app's `bodyLimit` (config.ts, BODY_LIMIT_BYTES).
 */
export default fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      // Fastify's parser answers through the callback, synchronously.
      void parseJson(request, text, (error, parsed: unknown) => {
        if (error) {
          done(error, undefined);
          return;
        }
        const unstorable = UNICODE_ESCAPE.test(text) ? unstorableString(parsed) : null;
        if (unstorable) {
          done(app.httpErrors.badRequest(`JSON strings may not contain ${unstorable}.`), undefined);
          return;
        }
        done(null, parsed);
      });
    });
  },
  { name: 'json-bodies', dependencies: ['@fastify/sensible'] },
);
