import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** As routes/api/autohooks.ts compresses: smaller bodies go as they are. */
export const COMPRESS_THRESHOLD = 1024;
const compressBr = promisify(brotliCompress);
const compressGzip = promisify(gzip);
// @fastify/compress's own brotli settings: quality 4 is nearly gzip's speed, and smaller.
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

export type Encoding = 'br' | 'gzip';

/** `body` in `encoding`, at the compression plugin's settings. */
export function compressed(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? compressBr(body, BROTLI) : compressGzip(body);
}

/**
 * The encoding this request accepts (br before gzip, as the compression plugin prefers), or
 * null: none accepted, `identity` only, or the x-no-compression header the plugin honours.
 */
export function encodingFor(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const acceptable = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  return acceptable('br') ? 'br' : acceptable('gzip') ? 'gzip' : null;
}

/**
 * Adds a field to the reply's Vary, keeping those already there: the CORS plugin names Origin
 * before the read cache runs, and a shared cache must key on both.
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const named = (name: string) => name === '*' || name.toLowerCase() === field.toLowerCase();
  if (fields.some(named)) return;
  reply.header('vary', [...fields, field].join(', '));
}
