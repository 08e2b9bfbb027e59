/**
 * Single-colour marks for the social networks of spec.md section 3, drawn in `currentColor`
 * like private/icons.tsx (whose Instagram and SoundCloud marks SocialLinks reuses).
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

/** A record's grooves with a tonearm: Beatport's store of tracks. */
export const BeatportIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <circle cx="11" cy="13" r="7" />
      <circle cx="11" cy="13" r="2" />
      <path d="M18 3v6" />
    </g>
  </svg>
);

export const SpotifyIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7 9.5c3.5-1 7.5-.6 10.5 1.2M7.5 12.8c2.8-.8 5.8-.4 8.2 1M8 15.9c2.2-.6 4.3-.3 6.2.8" />
    </g>
  </svg>
);

export const FacebookIcon = () => (
  <svg {...svgProps}>
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.4V21h3.1z"
    />
  </svg>
);

export const TwitterIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d="M4 4l16 16M20 4l-6.5 7M10.5 13L4 20" />
  </svg>
);

export const YouTubeIcon = () => (
  <svg {...svgProps}>
    <rect {...strokeProps} x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path fill="currentColor" d="M10 9v6l5-3z" />
  </svg>
);

export const WebsiteIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
    </g>
  </svg>
);
