import type { CardItem } from '../Card/Card';

/**
 * Local artwork for stories: generated SVGs, so stories never depend on the network and the a11y
 * and interaction tests stay deterministic.
 */
export const placeholderArt = (hue: number): string => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 85% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360} 70% 22%)"/></linearGradient><radialGradient id="b" cx="75%" cy="20%" r="60%"><stop offset="0" stop-color="hsl(${(hue + 180) % 360} 95% 70%)" stop-opacity=".75"/><stop offset="1" stop-color="hsl(${hue} 90% 60%)" stop-opacity="0"/></radialGradient></defs><rect width="320" height="320" fill="url(#a)"/><rect width="320" height="320" fill="url(#b)"/><g fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"><circle cx="110" cy="220" r="60"/><circle cx="110" cy="220" r="100"/><circle cx="110" cy="220" r="140"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** An image URL that fails to decode without a network request, to exercise the fallback. */
export const brokenArtUrl = 'data:image/png;base64,bm90LWFuLWltYWdl';

const sets = [
  ['Boiler Room: Berlin Warehouse', 'Ellen Allien', ['Techno', 'Minimal']],
  ['Sunrise at Kappa FuturFestival', 'Solomun', ['Melodic House & Techno']],
  ['Fabric Presents 112', 'Peggy Gou', ['House', 'Disco']],
  ['Live from the Lot Radio', 'DJ Seinfeld', ['Lo-Fi House', 'Breaks / Breakbeat / UK Bass']],
  ['Essential Mix', 'Four Tet', ['Electronica', 'House', 'Ambient']],
  ['Cercle: Temple of Debod', 'Ben Böhmer', ['Melodic House & Techno']],
  ['Dekmantel Selectors 2025', 'Call Super', ['Breaks / Breakbeat / UK Bass', 'Techno']],
  ['Afterhours at Panorama Bar', 'Nina Kraviz & Marcel Dettmann', ['Techno']],
  ['Keinemusik Sunset Session', '&ME, Rampa & Adam Port', ['Afro House', 'Organic House']],
  ['HÖR Berlin', 'Anz', ['Bass / Club', 'Breaks / Breakbeat / UK Bass']],
  ['Printworks Closing Party', 'Jamie xx', ['House', 'UK Garage / Bassline']],
  ['Mixmag Lab LDN', 'Honey Dijon', ['House', 'Disco']],
] as const;

/** `count` cards with realistic names, cycling through the sample sets; ids continue from `start`. */
export const sampleItems = (count: number, start = 0): CardItem[] =>
  Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const [title, subtitle, tags] = sets[index % sets.length] ?? sets[0];
    return {
      id: index + 1,
      title: index < sets.length ? title : `${title} (Part ${Math.floor(index / sets.length) + 1})`,
      subtitle,
      href: `/sets/${index + 1}`,
      artUrl: placeholderArt((index * 47) % 360),
      tags,
    };
  });

const curators = ['Boiler Room', null, 'Dekmantel', 'Cercle', null, 'Keinemusik'] as const;

/**
 * `count` set cards: the sample sets with their facts (curator on most, lengths, dates, likes
 * from none to thousands, partly identified track lists) and genre links.
 */
export const sampleSetItems = (count: number, start = 0): CardItem[] =>
  sampleItems(count, start).map((item, offset) => {
    const index = start + offset;
    return {
      ...item,
      genreList: '/sets',
      set: {
        curator: curators[index % curators.length] ?? null,
        durationMs: (45 + ((index * 37) % 180)) * 60_000,
        recordedDate: `${['Jan', 'Mar', 'Jun', 'Sep', 'Nov'][index % 5] ?? 'Jan'} ${1 + ((index * 7) % 28)}, 2025`,
        identified: { confirmed: 8 + (index % 9), total: 18 },
        likes: [0, 48, 999, 1234, 12, 310][index % 6] ?? 0,
      },
    };
  });

/** A palette hex as getComputedStyle reports it, e.g. `#c6f432` → `rgb(198, 244, 50)`. */
export const rgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/**
 * True when nothing inside `element` sticks out sideways (no horizontal scrolling). One pixel of
 * slack: scrollWidth rounds fractional layout widths up.
 */
export const fitsWidth = (element: Element): boolean =>
  element.scrollWidth <= element.clientWidth + 1;

/**
 * The properties each running animation in and under `element` animates. A placeholder pulses
 * opacity alone, which the compositor runs off the main thread, and only its outermost element
 * pulses: every animated element is restyled on each main-thread frame.
 */
export const animatedProperties = (element: Element): string[][] =>
  element.getAnimations({ subtree: true }).map((animation) => {
    const frames =
      animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
    const notProperties = new Set(['offset', 'computedOffset', 'easing', 'composite']);
    return [...new Set(frames.flatMap(Object.keys))].filter((key) => !notProperties.has(key));
  });

/** A name with no break opportunity, the way some uploads arrive. */
export const unbrokenText =
  'Extraterrestrialsoundsystemcommunicationsarchive_vol_01_unmastered_final';
