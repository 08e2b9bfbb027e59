import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppPluginOptions } from '../../../app.ts';
import {
  notFoundPage,
  OPEN_IN_APP_SCRIPT,
  sharePage,
  type PageUrls,
  type SharePreview,
} from '../../../media/share-page.ts';

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2 ** 31 - 1;
// A Host header is the client's to choose: only a plain host[:port] goes into a page.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** The catalog changes rarely, and unfurlers fetch a preview once; a few minutes is fresh. */
const PAGE_CACHE = 'public, max-age=300';
/** Pages, not API operations: kept out of the OpenAPI document. */
const HIDDEN = { schema: { hide: true } };

/**
 * `/public/preview/sets/{id}` and `/public/preview/tracks/{id}`: the page a shared link opens.
 * Unfurlers read its Open Graph and Twitter tags; a browser is sent on to the app's own page.
 */
export default async function previewRoutes(app: FastifyInstance, { config }: AppPluginOptions) {
  const urlsFor = (request: FastifyRequest): PageUrls => {
    const host = HOST.test(request.host) ? request.host : 'localhost';
    const site = config.publicUrl ?? `${request.protocol}://${host}`;
    const media = config.mediaBaseUrl.startsWith('/')
      ? `${site}${config.mediaBaseUrl}`
      : config.mediaBaseUrl;
    return { site, media };
  };

  const preview = (
    kind: SharePreview['kind'],
    find: (id: number) => Promise<SharePreview | null>,
  ) =>
    app.get<{ Params: { id: string } }>(`/${kind}s/:id`, HIDDEN, async (request, reply) => {
      const id = ID.test(request.params.id) ? Number(request.params.id) : Number.NaN;
      const found = id <= MAX_ID ? await find(id) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE);
      if (!found) return reply.code(404).send(notFoundPage(kind));
      return sharePage(found, urlsFor(request));
    });

  preview('set', (id) => app.sharePreviews.set(id));
  preview('track', (id) => app.sharePreviews.track(id));
  // An id too long for the router's parameters (or any other path here) is no set or track either.
  app.get<{ Params: { '*': string } }>('/*', HIDDEN, async (request, reply) => {
    const kind = request.params['*'].startsWith('tracks/') ? 'track' : 'set';
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(kind));
  });

  app.get('/open.js', HIDDEN, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(OPEN_IN_APP_SCRIPT),
  );
}
