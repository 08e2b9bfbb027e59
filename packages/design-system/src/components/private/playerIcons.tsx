/**
 * Glyphs of the player and its queue, drawn like icons.tsx (whose frame they share):
 * `currentColor`, hidden from assistive technology, named by the control around them. A file of
 * their own so the player's work does not keep editing the shared icon files.
 */
import { strokeProps, svgProps } from './icons';

/** Filled shapes read better than outlines at the size of a transport button. */
export const PlayIcon = () => (
  <svg {...svgProps}>
    <path
      fill="currentColor"
      d="M8 5.1v13.8a1 1 0 0 0 1.5.9l10.9-6.9a1 1 0 0 0 0-1.7L9.5 4.2A1 1 0 0 0 8 5.1z"
    />
  </svg>
);

export const PauseIcon = () => (
  <svg {...svgProps}>
    <g fill="currentColor">
      <rect x="6" y="4.5" width="4" height="15" rx="1" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" />
    </g>
  </svg>
);

export const PreviousTrackIcon = () => (
  <svg {...svgProps}>
    <path
      fill="currentColor"
      d="M18 6.2v11.6a.8.8 0 0 1-1.2.7L8.5 13.1a1.3 1.3 0 0 1 0-2.2l8.3-5.4a.8.8 0 0 1 1.2.7z"
    />
    <rect x="5" y="5.5" width="2.4" height="13" rx="1" fill="currentColor" />
  </svg>
);

export const NextTrackIcon = () => (
  <svg {...svgProps}>
    <path
      fill="currentColor"
      d="M6 6.2v11.6a.8.8 0 0 0 1.2.7l8.3-5.4a1.3 1.3 0 0 0 0-2.2L7.2 5.5A.8.8 0 0 0 6 6.2z"
    />
    <rect x="16.6" y="5.5" width="2.4" height="13" rx="1" fill="currentColor" />
  </svg>
);

const speaker = 'M4 9.5v5h3.5L12 18.5v-13L7.5 9.5z';

export const VolumeIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <path d={speaker} />
      <path d="M15.5 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
    </g>
  </svg>
);

/** The same speaker, struck through: the sound is off. */
export const VolumeOffIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <path d={speaker} />
      <path d="M16 9.5l5 5M21 9.5l-5 5" />
    </g>
  </svg>
);

/** A list with a play mark on its first line: what plays next. */
export const QueueIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <path d="M11 6h10M11 12h10M4 18h17" />
      <path d="M4 4.5v5l4-2.5z" fill="currentColor" />
    </g>
  </svg>
);

/** A keyboard: keys in two rows over a space bar. */
export const KeyboardIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M8 14h8" />
    </g>
  </svg>
);

/** Six dots: the handle a row is dragged by. */
export const DragHandleIcon = () => (
  <svg {...svgProps}>
    <g fill="currentColor">
      <circle cx="9" cy="6" r="1.5" />
      <circle cx="15" cy="6" r="1.5" />
      <circle cx="9" cy="12" r="1.5" />
      <circle cx="15" cy="12" r="1.5" />
      <circle cx="9" cy="18" r="1.5" />
      <circle cx="15" cy="18" r="1.5" />
    </g>
  </svg>
);
