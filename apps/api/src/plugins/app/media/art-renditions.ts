import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import { createArtRenditions } from '../../../media/art-rendition.ts';
import { prepareArtApart } from '../../../media/prepare-art-apart.ts';
import { MEDIA_CACHE } from '../../external/static.ts';
import { landingArt } from './landing-art.ts';

/** Generated art and the default pictures: the SVGs the server draws itself. */
const SVG_ART = /^\/media\/(art\/(?:sets|artists|labels|defaults)\/[a-z0-9-]{1,40}\.svg)(?:\?|$)/;
const TAKES_WEBP = /\bimage\/webp\b/;

/** Logged once every picture has its rendition (the benchmarks wait for it before measuring). */
export const ART_RENDITIONS_READY = 'Art renditions ready';

/**
 * Content negotiation for art (RFC 9110 section 12): a browser that says it takes WebP (every
 * one does in its image requests) gets the picture as WebP at the same URL, so stored art URLs,
 * imports and share previews stay as they are; anything else, or a failed drawing, gets the SVG
 * from the static media folder.
 */
export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const renditions = createArtRenditions(config.mediaDir);
    const stopPreparing = new AbortController();
    let preparing: Promise<void> | null = null;
    // The landing pages' art is drawn ahead, after listening, in a process of its own: twenty
    // cards drawn on request keep both cores of a small server busy for a second, and a browser
    // holds its first frame meanwhile (bench/README.md). The rest is drawn when first asked for.
    app.addHook('onListen', async () => {
      if (preparing) return;
      const started = Date.now();
      preparing = landingArt(app)
        .then((paths) => prepareArtApart(config.mediaDir, paths, stopPreparing.signal))
        .then(
          (done) => {
            if (stopPreparing.signal.aborted) return;
            app.log.info({ ...done, ms: Date.now() - started }, ART_RENDITIONS_READY);
          },
          (error: unknown) => app.log.warn({ err: error }, 'preparing art renditions failed'),
        );
    });
    app.addHook('onClose', async () => {
      stopPreparing.abort();
      await preparing;
    });
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
