import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import { createArtRenditions } from '../../../media/art-rendition.ts';
import { MEDIA_CACHE } from '../../external/static.ts';

/** Generated art and the default pictures: the SVGs the server draws itself. */
const SVG_ART = /^\/media\/(art\/(?:sets|artists|labels|defaults)\/[a-z0-9-]{1,40}\.svg)(?:\?|$)/;
const TAKES_WEBP = /\bimage\/webp\b/;

/**
 * Content negotiation for art (RFC 9110 section 12): a browser that says it takes WebP (every
 * one does in its image requests) gets the picture as WebP at the same URL, so stored art URLs,
 * imports and share previews stay as they are; anything else, or a failed drawing, gets the SVG
 * from the static media folder.
 */
export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const renditions = createArtRenditions(config.mediaDir);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = SVG_ART.exec(request.url)?.[1];
      if (!path || !TAKES_WEBP.test(request.headers.accept ?? '')) return;
      const rendition = await renditions.get(path).catch((error: unknown) => {
        request.log.warn({ err: error, path }, 'art rendition failed; answering the SVG');
        return null;
      });
      if (!rendition) return;
      const tag = `W/"${rendition.sourceModified.getTime().toString(36)}-${rendition.body.length.toString(36)}"`;
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', MEDIA_CACHE)
        .header('vary', 'accept')
        .header('etag', tag)
        .header('last-modified', rendition.sourceModified.toUTCString());
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      return reply.send(rendition.body);
    });
  },
  { name: 'art-renditions', dependencies: ['static'] },
);
