import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** What apps/web/src/server/render.tsx exports (its build is plain JavaScript, untyped here). */
interface WebRenderer {
  SESSION_COOKIE: string;
  BOOT_ELEMENT_ID: string;
  documentClassName: string;
  serializeBoot: (boot: unknown) => string;
  renderPage: (request: {
    url: string;
    token: string | null;
    fetch: typeof fetch;
    signal?: AbortSignal;
  }) => Promise<{ html: string; boot: unknown; title: string | undefined } | null>;
}

// A page not rendered in this time is sent as the shell, which the browser renders itself: a
// slow database must not hold the navigation up for longer than rendering in the browser takes.
const RENDER_TIMEOUT_MS = 1500;
/** Visitors' pages kept rendered, by address (a few sign-in and public pages, and their queries). */
const VISITOR_PAGES_KEPT = 32;
const ROOT = '<div id="root"></div>';

async function modifiedAt(path: string): Promise<number | null> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
}

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The `<link rel="modulepreload">` of each script the signed-in area's chunks import, as the web
 * build lists them (apps/web/src/build/signedInPreloads.ts): named in a signed-in page's head,
 * they are fetched with the HTML instead of once the entry script has run. None when the list is
 * missing or not as expected: the page then loads them by script, as before.
 */
async function signedInPreloadLinks(webDist: string): Promise<string> {
  try {
    const list = (
      JSON.parse(await readFile(join(webDist, 'preloads.json'), 'utf8')) as {
        'signed-in'?: unknown;
      }
    )['signed-in'];
    if (!Array.isArray(list)) return '';
    return list
      .filter(
        (path): path is string => typeof path === 'string' && /^\/assets\/[\w.-]+\.js$/.test(path),
      )
      .map((path) => `<link rel="modulepreload" fetchpriority="low" href="${escapeHtml(path)}">`)
      .join('');
  } catch {
    return '';
  }
}

/**
 * Renders a page for its first response (design.md section 2): a signed-in page for the listener
 * named by the session cookie, the page's reads answered in process through `app.inject` (each
 * with the listener's own Bearer and address, so authorization and rate limits apply as to any
 * request), or a sign-in or public page for a visitor without the cookie; the HTML is put into
 * the built index.html with what the client's hydration needs. Answers null whenever the page is
 * to be rendered in the browser instead: a page the renderer leaves to it, no build of the
 * renderer, a token that signs nobody in, a render that failed or took too long. The renderer and
 * the template are read again when their files change, so a new build needs no restart.
 */
export function createPageRenderer(app: FastifyInstance, config: Config) {
  let loaded: { at: number; renderer: Promise<WebRenderer> } | null = null;
  let template: { at: number; text: Promise<string>; signedIn: Promise<string> } | null = null;
  const templatePath = join(config.webDist, 'index.html');

  // A visitor's page is the same for every visitor (nothing read, nobody signed in), so it is
  // rendered once per build and address: answered at the shell's cost, not a render's (/login
  // took 175–315 requests a second rendered each time, the shell 3,338, on two cores). The
  // addresses used last are kept.
  const visitorPages = new Map<string, Promise<string | null>>();

  /** The renderer and when it was built. */
  async function renderer(): Promise<{ at: number; web: WebRenderer } | null> {
    if (config.webRenderer === null) return null;
    const at = await modifiedAt(config.webRenderer);
    if (at === null) return null;
    if (loaded?.at !== at) {
      const url = `${pathToFileURL(config.webRenderer).href}?built=${at}`;
      loaded = { at, renderer: import(url) as Promise<WebRenderer> };
    }
    return { at, web: await loaded.renderer };
  }

  /** index.html, when it was built, and the same with a signed-in page's head (once a build). */
  async function shell(): Promise<{ at: number; html: string; signedInHtml: string } | null> {
    const at = await modifiedAt(templatePath);
    if (at === null) return null;
    if (template?.at !== at) {
      const text = readFile(templatePath, 'utf8');
      const signedIn = Promise.all([text, signedInPreloadLinks(config.webDist)]).then(
        ([html, links]) => html.replace('</head>', () => `${links}</head>`),
      );
      template = { at, text, signedIn };
    }
    return { at, html: await template.text, signedInHtml: await template.signedIn };
  }

  function inProcessFetch(request: FastifyRequest): typeof fetch {
    return async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers,
        remoteAddress: request.ip,
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') answerHeaders.set(name, value);
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: answerHeaders,
      });
    };
  }

  async function render(request: FastifyRequest): Promise<string | null> {
    const built = await renderer().catch((error: unknown) => {
      request.log.error({ err: error }, 'The web renderer could not be loaded');
      return null;
    });
    if (!built) return null;
    const token = cookieValue(request.headers.cookie, built.web.SESSION_COOKIE);
    const template = await shell();
    if (!template?.html.includes(ROOT)) return null;
    // A page rendered for a token is a signed-in page (the renderer renders no other for one).
    if (token !== null) return renderInto(template.signedInHtml, built.web, request, token);

    const key = `${built.at}:${template.at}:${request.url}`;
    let page = visitorPages.get(key);
    if (page === undefined) {
      page = renderInto(template.html, built.web, request, null);
      // A page not rendered (left to the browser, failed, out of time) is asked for again.
      const rendering = page;
      void rendering.then((html) => {
        if (html === null && visitorPages.get(key) === rendering) visitorPages.delete(key);
      });
      if (visitorPages.size >= VISITOR_PAGES_KEPT) {
        visitorPages.delete(visitorPages.keys().next().value ?? '');
      }
    }
    // Last in the map's order: the one used longest ago goes first.
    visitorPages.delete(key);
    visitorPages.set(key, page);
    return page;
  }

  async function renderInto(
    html: string,
    web: WebRenderer,
    request: FastifyRequest,
    token: string | null,
  ): Promise<string | null> {
    try {
      const page = await web.renderPage({
        url: request.url,
        token,
        fetch: inProcessFetch(request),
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      if (!page) return null;
      const boot = `<script id="${web.BOOT_ELEMENT_ID}" type="application/json">${web.serializeBoot(page.boot)}</script>`;
      const titled = page.title
        ? html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        : html;
      // Functions as the replacements, so no `$` in the page is read as a pattern.
      return titled
        .replace(/<html\b/, () => `<html class="${escapeHtml(web.documentClassName)}"`)
        .replace(ROOT, () => `<div id="root">${page.html}</div>${boot}`);
    } catch (error) {
      request.log.warn({ err: error }, 'A page could not be rendered; sent the app shell');
      return null;
    }
  }

  return {
    render,
    /** Loads the renderer ahead of the first page (a few hundred milliseconds of imports). */
    warm: () => void renderer().catch(() => null),
  };
}
