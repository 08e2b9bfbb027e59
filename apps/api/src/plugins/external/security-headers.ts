import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../app.ts';
import type { Config } from '../../config.ts';

/** What a page may load from outside this origin, per CSP directive. */
interface ExtraSources {
  script: string[];
  connect: string[];
  frame: string[];
}

/**
 * What the Firebase JS SDK's sign-in popup needs from the page that opens it (firebase/auth's
 * browser popup resolver, 12.x): its REST calls go to Identity Toolkit and Secure Token
 * (connect-src); it loads Google's gapi loader from apis.google.com (script-src), which embeds the
 * project's auth domain's helper iframe, `__/auth/iframe` (frame-src), through which the popup
 * reports back. The popup itself is a window, which no directive of ours governs. With the Auth
 * emulator the calls and the iframe go to the emulator's origin instead. Nothing at all when no
 * Firebase project is configured: social sign-in is off and the policy stays as tight as it was.
 */
function firebaseSources(
  config: Pick<Config, 'firebaseProjectId' | 'firebaseAuthEmulatorHost'>,
): ExtraSources {
  const projectId = config.firebaseProjectId;
  if (projectId === null) return { script: [], connect: [], frame: [] };
  const emulator = config.firebaseAuthEmulatorHost
    ? [`http://${config.firebaseAuthEmulatorHost}`]
    : [];
  return {
    script: ['https://apis.google.com'],
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...emulator,
    ],
    frame: [`https://${projectId}.firebaseapp.com`, ...emulator],
  };
}

const withSources = (base: string, extra: string[]) => [base, ...extra].join(' ');

/**
 * The app's own pages load scripts, styles and data only from this origin, plus what Firebase's
 * sign-in popup needs when it is configured (above). Styles allow inline because react-aria
 * injects a <style> element; images allow data: for the default art and the media host, which may
 * live elsewhere (MEDIA_BASE_URL). The API reference at /api/docs (Swagger UI, served from its
 * npm package) needs nothing more: no inline script, no eval, its icons as data: images, the
 * document fetched from this origin.
 */
function pageSecurityPolicy(config: Config): string {
  const { mediaBaseUrl } = config;
  const mediaOrigin = /^https?:\/\//.test(mediaBaseUrl) ? ` ${new URL(mediaBaseUrl).origin}` : '';
  const firebase = firebaseSources(config);
  return [
    "default-src 'self'",
    withSources("script-src 'self'", firebase.script),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mediaOrigin}`,
    `media-src 'self' blob:${mediaOrigin}`,
    withSources("connect-src 'self'", firebase.connect),
    // Without Firebase, frames fall back to default-src 'self'.
    ...(firebase.frame.length ? [withSources("frame-src 'self'", firebase.frame)] : []),
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
    const pagePolicy = pageSecurityPolicy(config);
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
