import { existsSync, mkdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../app.ts';
import { addVary, compressed, encodingFor } from '../../http-compression.ts';
import { errorBody } from '../../http-errors.ts';
import { createPageRenderer } from './rendered-pages.ts';

// Hashed file names change with their content, so a browser may keep them for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Art and audio keep their path when re-imported: cache a while, then revalidate by ETag.
export const MEDIA_CACHE = 'public, max-age=3600';
const NOT_BUILT = 'web app not built; run npm run build';
// A navigation's answer depends on the session cookie (rendered-pages.ts): a rendered page is the
// listener's own, so no shared cache may keep it, and the browser asks again on every visit.
const RENDERED_PAGE_CACHE = 'private, no-cache';
// RFC 9239's name for JavaScript; the mime table @fastify/static uses still says
// application/javascript, which browsers accept for scripts but which the service worker spec
// and its tooling name as text/javascript.
const LEGACY_JAVASCRIPT = /^application\/javascript\b/;
const JAVASCRIPT = 'text/javascript; charset=utf-8';

const isServerPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url === '/media' || url.startsWith('/media/');
const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * design.md section 2: the built SPA (hashed assets immutable, precompressed siblings, index.html
 * revalidated, client-side routes falling back to index.html) and `/media/*` with HTTP Range.
 * Everything else at the root, /sw.js and /manifest.webmanifest included, is revalidated on every
 * use (no-cache): the browser must see a deploy's new service worker on its next navigation.
 */
export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    mkdirSync(config.mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('cache-control', MEDIA_CACHE);
        // The same art URL answers WebP to a browser that takes it (art-renditions.ts).
        if (path.endsWith('.svg')) reply.header('vary', 'accept');
      },
    });

    // Checked per request, so building the web app while the server runs needs no restart.
    const webBuilt = () => existsSync(join(config.webDist, 'index.html'));
    const assetsDir = join(config.webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: ['index.html'],
      list: false,
      redirect: false,
      dotfiles: 'deny',
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !isServerPath(pathName),
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });

    // An onSend hook, not setHeaders: @fastify/static sets the type again after setHeaders when it
    // sends a precompressed sibling.
    app.addHook('onSend', async (_request, reply) => {
      if (LEGACY_JAVASCRIPT.test(String(reply.getHeader('content-type') ?? ''))) {
        reply.header('content-type', JAVASCRIPT);
      }
    });

    const pages = createPageRenderer(app, config);
    app.addHook('onReady', async () => pages.warm());

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isServerPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send(errorBody(404, `Nothing at ${request.method} ${path}.`));
      }
      if (!webBuilt()) {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      if (wantsHtml(request)) {
        addVary(reply, 'Cookie');
        const page = request.method === 'GET' ? await pages.render(request) : null;
        if (page === null) return reply.sendFile('index.html');
        const body = Buffer.from(page);
        addVary(reply, 'Accept-Encoding');
        const encoding = encodingFor(request);
        reply.header('cache-control', RENDERED_PAGE_CACHE).type('text/html; charset=utf-8');
        if (encoding === null) return reply.send(body);
        return reply.header('content-encoding', encoding).send(await compressed(body, encoding));
      }
      return reply.code(404).send(errorBody(404, `Nothing at ${request.method} ${path}.`));
    });
  },
  { name: 'static' },
);
