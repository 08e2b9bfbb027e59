/**
 * Glyphs of the engagement pieces (snackbars, comments, buy and share), drawn like icons.tsx:
 * `currentColor`, hidden from assistive technology, named by the control or text around them.
 * A file of their own so parallel work does not keep editing the shared icon files.
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

/** Success: a ticked circle. */
export const SuccessIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16.2 9.5" />
    </g>
  </svg>
);

/** Information: an "i" in a circle. */
export const InfoIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5" />
    </g>
    <circle cx="12" cy="7.75" r="1.25" fill="currentColor" />
  </svg>
);

/** Error: a warning triangle, a different outline from the two circles above. */
export const ErrorIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <path d="M10.3 4.2L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5" />
    </g>
    <circle cx="12" cy="17" r="1.25" fill="currentColor" />
  </svg>
);

/** More actions: three dots in a row. */
export const MoreIcon = () => (
  <svg {...svgProps}>
    <g fill="currentColor">
      <circle cx="5.5" cy="12" r="1.75" />
      <circle cx="12" cy="12" r="1.75" />
      <circle cx="18.5" cy="12" r="1.75" />
    </g>
  </svg>
);

/** Share: an arrow leaving a tray. */
export const ShareIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <path d="M12 15V3.5M7.5 8L12 3.5 16.5 8" />
      <path d="M5 12.5V19a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19v-6.5" />
    </g>
  </svg>
);

/** Opens elsewhere: an arrow out of a corner. */
export const ExternalIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </g>
  </svg>
);
