import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../http-errors.ts';
import { sendMedia } from '../../media/http-range.ts';

/** A set id as a file name: a positive int4, no sign, no leading zeros, no other characters. */
const SET_FILE = /^([1-9]\d{0,9})\.mp3$/;
const MAX_ID = 2 ** 31 - 1;

/**
 * `/media/audio/sets/<id>.mp3`, the file every set's `mp3_permalink` (`/audio/sets/<id>.mp3`)
 * names. A specific route, so it wins over @fastify/static's `/media/*` (find-my-way prefers a
 * parametric route to a wildcard); everything else under /media stays static.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/audio/sets/:file',
    // A file, not an API operation: kept out of the OpenAPI document.
    schema: { hide: true },
    async handler(request, reply) {
      const id = Number(SET_FILE.exec(request.params.file)?.[1] ?? Number.NaN);
      const body = id <= MAX_ID ? await app.setAudio.body(id) : null;
      if (!body) {
        return reply
          .code(404)
          .send(errorBody(404, `Nothing at ${request.method} ${request.url.split('?')[0]}.`));
      }
      return sendMedia(request, reply, body);
    },
  });
}
