import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../app.ts';

/**
 * The app's own pages load scripts, styles and data only from this origin. Styles allow inline
 * because react-aria injects a <style> element; images allow data: for the default art and the
 * media host, which may live elsewhere (MEDIA_BASE_URL). The API reference at /api/docs (Swagger
 * UI, served from its npm package) needs nothing more: no inline script, no eval, its icons as
 * data: images, the document fetched from this origin.
 */
function pageSecurityPolicy(mediaBaseUrl: string): string {
  const mediaOrigin = /^https?:\/\//.test(mediaBaseUrl) ? ` ${new URL(mediaBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mediaOrigin}`,
    `media-src 'self' blob:${mediaOrigin}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Media may be SVG, which can carry script: opened directly, it must run nothing and load nothing.
const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const pagePolicy = pageSecurityPolicy(config.mediaBaseUrl);
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/media/')) {
        reply.header('content-security-policy', MEDIA_POLICY);
        // Art and audio are embedded by our pages and by share previews on other sites.
        reply.header('cross-origin-resource-policy', 'cross-origin');
      } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.header('content-security-policy', pagePolicy);
        reply.header('x-frame-options', 'DENY');
      }
    });
  },
  { name: 'security-headers' },
);
