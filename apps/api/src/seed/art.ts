import { GENRES, type Genre } from '@rabbithole/api-contract';
import { createRandom, hash, type Random } from './prng.ts';

export type ArtKind = 'sets' | 'artists' | 'labels';

/**
 * Generated cover art: an abstract composition per id (gradients, grids, waves, concentric forms,
 * turbulence…) in the palette of its genre. No text is ever drawn — the app prints titles itself,
 * and a title baked into an image cannot be translated, searched or kept in sync with a rename.
 * Each file is a few kilobytes; the same kind and id always draw the same picture.
 */
export function artSvg(kind: ArtKind, id: number, genre: Genre | null = null): string {
  const random = createRandom(hash(`${kind}:${id}`));
  const palette = paletteOf(genre, random);
  const drawers =
    kind === 'sets' ? SET_DRAWERS : kind === 'artists' ? ARTIST_DRAWERS : LABEL_DRAWERS;
  const body = random.pick(drawers)(random, palette);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${random.int(0, 359)} .5 .5)">` +
    `<stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.dark}"/>` +
    `</linearGradient></defs><rect width="600" height="600" fill="url(#bg)"/>${body}</svg>\n`
  );
}

/** The media-host path the API returns (the client prefixes MEDIA_BASE_URL). */
export const artPath = (kind: ArtKind, id: number) => `/art/${kind}/${id}.svg`;

interface Palette {
  deep: string;
  dark: string;
  /** Bright accents, drawn over the background. */
  accents: string[];
}

// Each genre owns a hue family (spread around the wheel), so a techno grid and a disco grid do
// not look alike; an id without a genre gets a hue from its own hash.
function paletteOf(genre: Genre | null, random: Random): Palette {
  const index = genre === null ? -1 : GENRES.indexOf(genre);
  const base = index < 0 ? random.int(0, 359) : (index * 137) % 360;
  const hue = (base + random.int(-18, 18) + 360) % 360;
  const partner = (hue + random.pick([30, 150, 180, 210, 320])) % 360;
  const hsl = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;
  return {
    deep: hsl(hue, random.int(45, 80), random.int(22, 36)),
    dark: hsl(partner, random.int(35, 70), random.int(6, 16)),
    accents: [
      hsl(hue, random.int(60, 95), random.int(55, 72)),
      hsl(partner, random.int(60, 95), random.int(50, 68)),
      hsl((hue + 40) % 360, random.int(40, 80), random.int(75, 90)),
    ],
  };
}

type Drawer = (random: Random, palette: Palette) => string;
const op = (random: Random, low = 0.2, high = 0.9) =>
  (low + random.next() * (high - low)).toFixed(2);

const concentric: Drawer = (random, { accents }) => {
  const [cx, cy] = [random.int(120, 480), random.int(120, 480)];
  const rings = random.int(6, 14);
  const step = random.int(22, 48);
  let out = '';
  for (let i = rings; i > 0; i -= 1) {
    const color = accents[i % accents.length];
    out += random.chance(0.5)
      ? `<circle cx="${cx}" cy="${cy}" r="${i * step}" fill="${color}" fill-opacity="${op(random, 0.08, 0.35)}"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${i * step}" fill="none" stroke="${color}" stroke-width="${random.int(2, 14)}" stroke-opacity="${op(random)}"/>`;
  }
  return out;
};

const grid: Drawer = (random, { accents }) => {
  const cells = random.pick([4, 5, 6, 8, 10]);
  const size = 600 / cells;
  const round = random.chance(0.5);
  let out = '';
  for (let row = 0; row < cells; row += 1) {
    for (let col = 0; col < cells; col += 1) {
      if (random.chance(0.3)) continue;
      const color = random.pick(accents);
      const inset = random.int(2, Math.floor(size / 4));
      out += round
        ? `<circle cx="${Math.round(col * size + size / 2)}" cy="${Math.round(row * size + size / 2)}" r="${Math.round(size / 2 - inset)}" fill="${color}" fill-opacity="${op(random, 0.15, 0.95)}"/>`
        : `<rect x="${Math.round(col * size + inset)}" y="${Math.round(row * size + inset)}" width="${Math.round(size - 2 * inset)}" height="${Math.round(size - 2 * inset)}" fill="${color}" fill-opacity="${op(random, 0.15, 0.95)}"/>`;
    }
  }
  return out;
};

const waves: Drawer = (random, { accents }) => {
  const lines = random.int(6, 16);
  const amplitude = random.int(20, 90);
  const period = random.int(120, 300);
  let out = '';
  for (let i = 0; i < lines; i += 1) {
    const y = Math.round(40 + (i * 540) / lines);
    const shift = random.int(0, period);
    let d = `M${-shift} ${y}`;
    for (let x = -shift; x < 700; x += period) {
      d += ` q${period / 4} ${-amplitude} ${period / 2} 0 t${period / 2} 0`;
    }
    out += `<path d="${d}" fill="none" stroke="${accents[i % accents.length]}" stroke-width="${random.int(2, 18)}" stroke-opacity="${op(random, 0.3, 0.9)}" stroke-linecap="round"/>`;
  }
  return out;
};

const stripes: Drawer = (random, { accents }) => {
  let out = `<g transform="rotate(${random.pick([0, 15, 30, 45, 60, 90, 120, 135])} 300 300)">`;
  for (let x = -300; x < 900; x += random.int(12, 70)) {
    out += `<rect x="${x}" y="-300" width="${random.int(4, 40)}" height="1200" fill="${random.pick(accents)}" fill-opacity="${op(random, 0.15, 0.8)}"/>`;
  }
  return `${out}</g>`;
};

// feTurbulence draws a noise texture from a few bytes; tinted and cut by a shape it reads as
// grain, marble or smoke depending on the frequency.
const noise: Drawer = (random, { accents }) => {
  const frequency = (0.004 + random.next() * 0.03).toFixed(4);
  const [a, b] = [random.pick(accents), random.pick(accents)];
  return (
    `<filter id="n"><feTurbulence type="${random.chance(0.5) ? 'fractalNoise' : 'turbulence'}" baseFrequency="${frequency}" numOctaves="${random.int(2, 5)}" seed="${random.int(1, 999)}"/>` +
    `<feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="${op(random, 0.5, 1.2)}"/></feComponentTransfer></filter>` +
    `<rect width="600" height="600" fill="${a}" filter="url(#n)" opacity="${op(random, 0.4, 0.8)}"/>` +
    `<circle cx="${random.int(150, 450)}" cy="${random.int(150, 450)}" r="${random.int(90, 220)}" fill="${b}" fill-opacity="${op(random, 0.3, 0.7)}" style="mix-blend-mode:screen"/>`
  );
};

const arcs: Drawer = (random, { accents }) => {
  const [cx, cy] = [random.pick([0, 300, 600]), random.pick([0, 300, 600])];
  let out = '';
  for (let r = random.int(30, 60); r < 850; r += random.int(24, 60)) {
    const dash = `${random.int(10, 300)} ${random.int(10, 200)}`;
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${random.pick(accents)}" stroke-width="${random.int(3, 20)}" stroke-dasharray="${dash}" stroke-opacity="${op(random, 0.4, 1)}"/>`;
  }
  return out;
};

const triangles: Drawer = (random, { accents }) => {
  const cells = random.pick([3, 4, 5, 6]);
  const size = 600 / cells;
  let out = '';
  for (let row = 0; row < cells; row += 1) {
    for (let col = 0; col < cells; col += 1) {
      const [x, y] = [Math.round(col * size), Math.round(row * size)];
      const s = Math.round(size);
      const points = random.pick([
        `${x},${y} ${x + s},${y} ${x},${y + s}`,
        `${x + s},${y} ${x + s},${y + s} ${x},${y + s}`,
        `${x},${y} ${x + s},${y + s} ${x},${y + s}`,
        `${x},${y} ${x + s},${y} ${x + s},${y + s}`,
      ]);
      out += `<polygon points="${points}" fill="${random.pick(accents)}" fill-opacity="${op(random, 0.1, 0.85)}"/>`;
    }
  }
  return out;
};

const sunburst: Drawer = (random, { accents }) => {
  const [cx, cy] = [random.int(100, 500), random.int(100, 500)];
  const rays = random.pick([12, 16, 24, 36]);
  let out = '';
  for (let i = 0; i < rays; i += 2) {
    const a1 = (i / rays) * Math.PI * 2;
    const a2 = ((i + 1) / rays) * Math.PI * 2;
    const p = (a: number) =>
      `${Math.round(cx + 900 * Math.cos(a))},${Math.round(cy + 900 * Math.sin(a))}`;
    out += `<polygon points="${cx},${cy} ${p(a1)} ${p(a2)}" fill="${accents[(i / 2) % accents.length]}" fill-opacity="${op(random, 0.15, 0.6)}"/>`;
  }
  return `${out}<circle cx="${cx}" cy="${cy}" r="${random.int(30, 110)}" fill="${random.pick(accents)}"/>`;
};

const blobs: Drawer = (random, { accents }) => {
  let out = `<filter id="b"><feGaussianBlur stdDeviation="${random.int(30, 70)}"/></filter><g filter="url(#b)">`;
  for (let i = random.int(3, 6); i > 0; i -= 1) {
    out += `<circle cx="${random.int(0, 600)}" cy="${random.int(0, 600)}" r="${random.int(90, 260)}" fill="${random.pick(accents)}" fill-opacity="${op(random, 0.5, 0.95)}"/>`;
  }
  return `${out}</g>`;
};

const halftone: Drawer = (random, { accents }) => {
  const step = random.pick([36, 40, 50, 60]);
  const [fx, fy] = [random.int(0, 600), random.int(0, 600)];
  const color = random.pick(accents);
  let out = `<g fill="${color}">`;
  for (let y = step / 2; y < 600; y += step) {
    for (let x = step / 2; x < 600; x += step) {
      const r = Math.round(((1 - Math.hypot(x - fx, y - fy) / 850) * step) / 2);
      if (r > 0) out += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
    }
  }
  return `${out}</g>`;
};

/** A label's mark: a nested geometric emblem in the middle, like a logo on a sleeve. */
const emblem: Drawer = (random, { accents }) => {
  const sides = random.pick([0, 3, 4, 6, 8]);
  const layers = random.int(2, 5);
  const rotation = random.int(0, 89);
  let out = `<g transform="rotate(${rotation} 300 300)">`;
  for (let i = 0; i < layers; i += 1) {
    const r = 220 - i * random.int(28, 50);
    if (r <= 10) break;
    const color = accents[i % accents.length];
    const fill =
      i % 2 === 0
        ? `fill="${color}"`
        : `fill="none" stroke="${color}" stroke-width="${random.int(6, 18)}"`;
    if (sides === 0) out += `<circle cx="300" cy="300" r="${r}" ${fill}/>`;
    else {
      const points = Array.from({ length: sides }, (_, k) => {
        const a = (k / sides) * Math.PI * 2;
        return `${Math.round(300 + r * Math.cos(a))},${Math.round(300 + r * Math.sin(a))}`;
      }).join(' ');
      out += `<polygon points="${points}" ${fill}/>`;
    }
  }
  return `${out}</g>`;
};

const layered =
  (first: Drawer, second: Drawer): Drawer =>
  (random, palette) =>
    first(random, palette) + second(random, palette);

const SET_DRAWERS: Drawer[] = [
  concentric,
  grid,
  waves,
  stripes,
  noise,
  arcs,
  triangles,
  sunburst,
  layered(noise, concentric),
  layered(stripes, arcs),
  layered(blobs, waves),
  layered(triangles, halftone),
];
const ARTIST_DRAWERS: Drawer[] = [
  blobs,
  halftone,
  layered(blobs, arcs),
  layered(noise, blobs),
  concentric,
  layered(blobs, halftone),
];
const LABEL_DRAWERS: Drawer[] = [
  emblem,
  layered(grid, emblem),
  layered(noise, emblem),
  layered(stripes, emblem),
  arcs,
];
