import { hash } from './prng.ts';

export type ArtKind = 'sets' | 'artists' | 'labels';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about 16 characters for the cover. */
function lines(title: string): string[] {
  const words = title.split(/\s+/);
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && (current + ' ' + word).length > 16) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  return out.length > 3 ? [...out.slice(0, 2), `${out[2]}…`] : out;
}

/**
 * A deterministic cover: a two-colour gradient and a few shapes derived from the kind and id, with
 * the title set on top. The same id always draws the same picture.
 */
export function coverSvg(kind: ArtKind, id: number, title: string): string {
  const h = hash(`${kind}:${id}`);
  const hueA = h % 360;
  const hueB = (hueA + 40 + ((h >>> 9) % 140)) % 360;
  const angle = (h >>> 3) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const s = hash(`${kind}:${id}:${i}`);
    const cx = 60 + (s % 480);
    const cy = 60 + ((s >>> 10) % 480);
    const r = 40 + ((s >>> 20) % 160);
    const opacity = (0.12 + ((s >>> 4) % 30) / 100).toFixed(2);
    shapes.push(
      kind === 'labels'
        ? `<rect x="${cx - r / 2}" y="${cy - r / 2}" width="${r}" height="${r}" transform="rotate(${s % 90} ${cx} ${cy})" fill="#fff" fill-opacity="${opacity}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-width="${2 + (s % 10)}" stroke-opacity="${opacity}"/>`,
    );
  }
  const text = lines(title)
    .map(
      (line, index) =>
        `<text x="40" y="${470 + index * 44 - (lines(title).length - 1) * 44}" font-family="system-ui, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">`,
    `<stop offset="0" stop-color="hsl(${hueA} 70% 38%)"/><stop offset="1" stop-color="hsl(${hueB} 75% 18%)"/>`,
    `</linearGradient></defs><rect width="600" height="600" fill="url(#g)"/>`,
    ...shapes,
    `<rect y="360" width="600" height="240" fill="#000" fill-opacity=".35"/>`,
    text,
    `</svg>\n`,
  ].join('');
}

/** The media-host path the API returns (the client prefixes MEDIA_BASE_URL). */
export const artPath = (kind: ArtKind, id: number) => `/art/${kind}/${id}.svg`;
