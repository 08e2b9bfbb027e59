import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http-errors.ts';

/** A file as the media route answers it, whether it exists on disk or only as arithmetic. */
export interface MediaBody {
  size: number;
  /** A strong validator, quotes included. */
  etag: string;
  lastModified?: Date;
  contentType: string;
  cacheControl: string;
  /** Bytes `first`…`last`, inclusive; called only for a GET that sends a body. */
  read(first: number, last: number): Readable;
}

export interface ByteRange {
  first: number;
  last: number;
}

// Fifteen digits: beyond that a number loses precision, and no file here is a petabyte.
const RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * RFC 9110 section 14: one byte range, `first-last`, `first-` or `-suffix`. Null means "answer
 * the whole file": no header, a syntax we do not read (which the RFC lets us ignore), or several
 * ranges (Chromium and Safari ask for one; answering them in full is allowed). 'unsatisfiable'
 * means a well-formed range that starts past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header === undefined ? null : RANGE.exec(header.trim());
  if (!match) return null;
  const [, start = '', end = ''] = match;
  if (start === '' && end === '') return null;
  if (start === '') {
    const suffix = Number(end);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(start);
  const last = end === '' ? Infinity : Number(end);
  if (last < first) return null;
  if (first >= size) return 'unsatisfiable';
  return { first, last: Math.min(last, size - 1) };
}

/** If-None-Match: weak comparison, any listed tag or `*`. */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** If-Range: the range is honoured only while the file is the one the client has part of. */
function rangeStillValid(header: string | undefined, body: MediaBody): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"')) return value === body.etag; // strong comparison only
  const date = Date.parse(value);
  return (
    body.lastModified !== undefined &&
    !Number.isNaN(date) &&
    Math.floor(body.lastModified.getTime() / 1000) === Math.floor(date / 1000)
  );
}

/**
 * Answers GET or HEAD for a media file: 304 for a matching If-None-Match, 206 with
 * Content-Range for one satisfiable range, 416 for one that is not, else 200 with the whole file,
 * always with Accept-Ranges, Content-Length, ETag and Cache-Control. Bodies are streamed.
 */
export function sendMedia(request: FastifyRequest, reply: FastifyReply, body: MediaBody) {
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', body.etag);
  reply.header('cache-control', body.cacheControl);
  if (body.lastModified) reply.header('last-modified', body.lastModified.toUTCString());
  if (noneMatch(request.headers['if-none-match'], body.etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const asked = rangeStillValid(typeof ifRange === 'string' ? ifRange : undefined, body)
    ? parseRange(request.headers.range, body.size)
    : null;
  if (asked === 'unsatisfiable') {
    reply.header('content-range', `bytes */${body.size}`);
    return reply
      .code(416)
      .send(
        errorBody(416, `The file has ${body.size} bytes; ask for a range that starts inside it.`),
      );
  }
  const range = asked ?? { first: 0, last: body.size - 1 };
  reply.type(body.contentType);
  reply.header('content-length', String(range.last - range.first + 1));
  if (asked) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.first}-${range.last}/${body.size}`);
  }
  if (request.method === 'HEAD' || body.size === 0) return reply.send();
  return reply.send(body.read(range.first, range.last));
}
