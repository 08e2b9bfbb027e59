/**
 * Glyphs of the browsing screens (likes, favourites, follow, not found), drawn like icons.tsx:
 * `currentColor`, hidden from assistive technology, named by the control around them. A file of
 * their own so the browsing components do not all edit the shared icons.tsx at once.
 */

const svgProps = {
  viewBox: '0 0 24 24',
  width: '100%',
  height: '100%',
  'aria-hidden': true,
  focusable: false,
} as const;

const strokeProps = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const heart =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';

export const HeartIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d={heart} />
  </svg>
);

export const HeartFilledIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} fill="currentColor" d={heart} />
  </svg>
);

/** The star's outline, for glyphs drawn at other sizes (a track row's watch toggle). */
export const starPath =
  'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z';

export const StarIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d={starPath} />
  </svg>
);

export const StarFilledIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} fill="currentColor" d={starPath} />
  </svg>
);

export const PlusIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d="M12 5v14M5 12h14" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

/** A record with a question mark's worth of silence: the not-found state's picture. */
export const EmptyRecordIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps} strokeWidth={1.5}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="3" />
      <path d="M3 21L21 3" />
    </g>
  </svg>
);

export const ChevronDownIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d="M6 9l6 6 6-6" />
  </svg>
);
