/**
 * Inline glyphs, drawn in `currentColor` so they take the text colour of their control, and
 * hidden from assistive technology: the control around them carries the name. The brand marks
 * are single-colour on purpose (brand-neutral buttons, one look for both providers).
 */

/** The frame every glyph shares; the other icon files spread it too. */
export const svgProps = {
  viewBox: '0 0 24 24',
  width: '100%',
  height: '100%',
  'aria-hidden': true,
  focusable: false,
} as const;

export const strokeProps = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const GoogleIcon = () => (
  <svg {...svgProps}>
    <path
      fill="currentColor"
      d="M12.48 10.92v3.28h7.84c-.24 1.84-.853 3.187-1.787 4.133-1.147 1.147-2.933 2.4-6.053 2.4-4.827 0-8.6-3.893-8.6-8.72s3.773-8.72 8.6-8.72c2.6 0 4.507 1.027 5.907 2.347l2.307-2.307C18.747 1.44 16.133 0 12.48 0 5.867 0 .307 5.387.307 12s5.56 12 12.173 12c3.573 0 6.267-1.173 8.373-3.36 2.16-2.16 2.84-5.213 2.84-7.667 0-.76-.053-1.467-.173-2.053H12.48z"
    />
  </svg>
);

export const AppleIcon = () => (
  <svg {...svgProps}>
    <path
      fill="currentColor"
      d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701z"
    />
  </svg>
);

export const InstagramIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </g>
  </svg>
);

/** A cloud with the bars of a waveform trailing off its left side. */
export const SoundCloudIcon = () => (
  <svg {...svgProps}>
    <path fill="currentColor" d="M11 8.2a6 6 0 0 1 9.3 3.5A3.3 3.3 0 0 1 20 18.3h-9V8.2z" />
    <g {...strokeProps}>
      <path d="M8.5 10v8.3M6 12v6.3M3.5 14v4.3M1 15.5v2.8" />
    </g>
  </svg>
);

export const SearchIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M20 20l-4.8-4.8" />
    </g>
  </svg>
);

export const MenuIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d="M4 7h16M4 12h16M4 17h10" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/** A broadcast mark: who presents a set (its curator), where a card has no room for the word. */
export const CuratorIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps}>
      <circle cx="12" cy="12" r="2" />
      <path d="M7.8 16.2a6 6 0 0 1 0-8.4M16.2 7.8a6 6 0 0 1 0 8.4" />
      <path d="M4.9 19.1a10 10 0 0 1 0-14.2M19.1 4.9a10 10 0 0 1 0 14.2" />
    </g>
  </svg>
);

/** The notification bell: a bell with its clapper below. */
export const BellIcon = () => (
  <svg {...svgProps}>
    <path {...strokeProps} d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
  </svg>
);

/** A signal's arcs with a line through them: the offline page's picture. */
export const NoSignalIcon = () => (
  <svg {...svgProps}>
    <g {...strokeProps} strokeWidth={1.5}>
      <path d="M2 8.8a15 15 0 0 1 20 0" />
      <path d="M5 12.9a10 10 0 0 1 14 0" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0" />
      <circle cx="12" cy="20" r="0.6" fill="currentColor" />
      <path d="M3 3l18 18" />
    </g>
  </svg>
);
