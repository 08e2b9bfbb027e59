/** What a share preview says about a set or a track, before it is made into HTML. */
export interface SharePreview {
  kind: 'set' | 'track';
  id: number;
  title: string;
  description: string;
  /** Art as stored (a media path such as `/art/sets/1.svg`, or an absolute URL), or null. */
  image: string | null;
  /** The set's MP3 as stored (`/audio/sets/1.mp3`), or null. */
  audio: string | null;
}

/** Text as HTML, in text or in a double- or single-quoted attribute; C0 controls become U+FFFD. */
export function escapeHtml(text: string): string {
  return withoutControls(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** HTML forbids C0 controls other than tab, line feed, form feed and carriage return, and DEL. */
function withoutControls(text: string): string {
  let clean = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const control = (code < 0x20 && !'\t\n\f\r'.includes(char)) || code === 0x7f;
    clean += control ? '\ufffd' : char;
  }
  return clean;
}

/** Previews are read by link unfurlers, which show about this much. */
const DESCRIPTION_CHARS = 300;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most `chars` characters as a reader counts them (an emoji flag is one), with an ellipsis. */
function clip(text: string, chars: number): string {
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  return parts.length <= chars ? text : `${parts.slice(0, chars - 1).join('')}…`;
}

export interface PageUrls {
  /** The site's origin and path prefix: PUBLIC_URL, or the request's own origin. */
  site: string;
  /** Where media is fetched: MEDIA_BASE_URL, made absolute against `site` when it is a path. */
  media: string;
}

/** A stored media path (`/art/sets/1.svg`) as an absolute URL; absolute ones stay as they are. */
export function mediaUrl(urls: PageUrls, stored: string): string {
  return /^https?:\/\//i.test(stored)
    ? stored
    : `${urls.media}${stored.startsWith('/') ? '' : '/'}${stored}`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * The HTML a link unfurler (Open Graph, Twitter cards) reads for a set or a track, and a browser
 * passes through: a same-origin script (the page CSP allows nothing inline) sends it on to the
 * app's page, and without script the link does.
 */
export function sharePage(preview: SharePreview, urls: PageUrls): string {
  const appPath = `/${preview.kind}s/${preview.id}`;
  const canonical = `${urls.site}${appPath}`;
  const description = clip(preview.description, DESCRIPTION_CHARS);
  const image = preview.image === null ? null : mediaUrl(urls, preview.image);
  const audio = preview.audio === null ? null : mediaUrl(urls, preview.audio);
  const tags = [
    `<title>${escapeHtml(preview.title)} · Rabbithole</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', 'Rabbithole'),
    meta('property', 'og:type', preview.kind === 'set' ? 'music.playlist' : 'music.song'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    ...(image
      ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', preview.title)]
      : []),
    ...(audio
      ? [meta('property', 'og:audio', audio), meta('property', 'og:audio:type', 'audio/mpeg')]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  return page(tags.join('\n'), true, [
    `<h1>${escapeHtml(preview.title)}</h1>`,
    `<p>${escapeHtml(description)}</p>`,
    `<p><a id="open-in-app" href="${escapeHtml(appPath)}">Open in Rabbithole</a></p>`,
  ]);
}

/** The answer for an id that names nothing: still a page, so a shared link says what happened. */
export function notFoundPage(kind: 'set' | 'track'): string {
  return page(
    ['<title>Not found · Rabbithole</title>', '<meta name="robots" content="noindex">'].join('\n'),
    false,
    [`<h1>This ${kind} is not on Rabbithole</h1>`, '<p><a href="/">Go to Rabbithole</a></p>'],
  );
}

function page(head: string, opensApp: boolean, body: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    head,
    ...(opensApp ? ['<script src="/public/preview/open.js" defer></script>'] : []),
    '</head>',
    '<body>',
    '<main>',
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Sends a browser on to the app's page; the same file for every preview, cached a day. */
export const OPEN_IN_APP_SCRIPT = `'use strict';
var link = document.getElementById('open-in-app');
if (link) location.replace(link.href);
`;
