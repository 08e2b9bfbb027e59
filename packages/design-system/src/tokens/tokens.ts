/**
 * The single source of design values. Layout numbers come from spec.md section 9; the palette is
 * ours (a dark, art-forward music look) and every text/background pair is checked for WCAG AA in
 * tokens.test.ts, so a colour tweak that breaks contrast fails fast.
 */

/** Breakpoint names, smallest first; responsive props and sprinkles conditions derive from this. */
export const breakpointNames = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

export const tokens = {
  /** Minimum viewport widths in px (spec.md 9: mobile below sm, tablet below lg). */
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } satisfies Record<Breakpoint, number>,
  /** Default spacing unit in px; every space token is a multiple of it. */
  spacingUnit: 8,
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
    xxxlarge: '64px',
  },
  size: {
    topBarHeight: '90px',
    spinner: '80px',
    spinnerSmall: '20px',
    focusRing: '2px',
    contentMaxWidth: '1600px',
    /** Comfortable reading width for a paragraph under a heading. */
    measure: '60ch',
    /** Smallest box a screen reader still reads: visually hidden text collapses to it. */
    hairline: '1px',
    /** A multi-line field's starting height: about four lines of body text. */
    textAreaMinHeight: '120px',
    /** Heights of buttons; large is the 48px touch target of a list's main action. */
    controlSmall: '32px',
    controlMedium: '40px',
    controlLarge: '48px',
    /** Keeps a short label ("Load More") from making its button a small target. */
    controlMinWidth: '160px',
    /** Glyph box inside an icon button. */
    icon: '20px',
    /** The public area's form column: wide enough for two social buttons side by side. */
    formWidth: '440px',
    /** The side menu drawer on small screens; leaves a strip of the page visible beside it. */
    drawerWidth: '320px',
    /** The promo panel's headline: a few words a line at display size. */
    promoWords: '440px',
    /** The top bar's search box from md up. */
    searchWidth: '280px',
    /** Cover art and portraits, from a track row's thumbnail to a detail page's header art. */
    artXsmall: '40px',
    artSmall: '56px',
    artMedium: '96px',
    artLarge: '160px',
    artXlarge: '240px',
    /** A count badge's height (and minimum width, so a single digit is a circle). */
    badge: '20px',
    /** Height of a tab in a tab list: a comfortable touch target. */
    tab: '44px',
    /** A snackbar's width from sm up; below it a snackbar spans the screen less its margins. */
    snackbarWidth: '420px',
    /**
     * The persistent bottom player's height (spec.md section 2) from md up, where it is one row;
     * below md it is the compact two-line bar. The snackbars rise above it and the page's content
     * is padded by it, so neither is ever covered.
     */
    playerBar: '88px',
    playerBarCompact: '72px',
    /**
     * A slider's rail and thumb, and the band around the rail that answers a press: the rail is
     * thin to sit quietly in a row, the band is tall enough to hit.
     */
    sliderTrack: '4px',
    sliderThumb: '14px',
    sliderHit: '24px',
    /** A moment's mark on the seek bar: a like or a comment. */
    seekMarker: '6px',
    /** The player's volume slider: ten steps, each a comfortable drag apart. */
    volumeSlider: '104px',
    /** spec.md section 9: the queue panel on desktop. */
    queuePanelWidth: '480px',
    queuePanelHeight: '660px',
    /**
     * The notifications menu under the bell: room for a title of a few words beside its art, and
     * five or six notifications before it scrolls. Narrower screens get their width less margins.
     */
    notificationMenuWidth: '360px',
    notificationMenuHeight: '480px',
    /** The dot that marks an unread notification. */
    unreadDot: '8px',
  },
  borderWidth: {
    thin: '1px',
    /** The spinner's ring: thick enough to read as a ring at each size. */
    spinnerSmall: '2px',
    spinnerLarge: '6px',
    /** A stripe that tells a snackbar's tone at a glance, beside its icon. */
    emphasis: '3px',
  },
  /** How far things travel when they react to the pointer. */
  distance: {
    lift: '2px',
    /** Gap between a link's text and its underline, so descenders stay legible. */
    underlineOffset: '0.2em',
  },
  opacity: {
    overlay: '0.7',
    disabled: '0.45',
    /**
     * The low point of a placeholder's pulse (Skeleton.css). The skeleton colour at half strength
     * over the page is ΔL* 5.3 darker: about the step up to #2e2a3d (ΔL* 6.0) that the pulse took
     * when it animated background-color, which the compositor cannot run.
     */
    pulse: '0.5',
  },
  /** spec.md section 9: snackbars. Behaviour numbers, read by the toast queue, not by CSS. */
  snackbar: {
    /** At most this many on screen; further ones wait until one closes. */
    maxVisible: 3,
    /** Each hides itself after this long (ms), paused while hovered or focused. */
    autoHideMs: 5000,
  },
  /** spec.md section 9: the player. Behaviour numbers, read by the player's controls. */
  player: {
    /** Volume runs from 0 to 1 in steps of 0.1; a new listener starts at full volume. */
    volumeStep: 0.1,
    defaultVolume: 1,
    /** Seconds an arrow key moves the seek bar, as the ← / → shortcuts do. */
    seekStepSeconds: 10,
  },
  zIndex: {
    /** The fixed bars (top bar, bottom player): above the page, below dialogs and overlays. */
    appBar: '1100',
    modal: '1300',
    snackbar: '1400',
    tooltip: '1500',
    overlay: '9999',
  },
  /** Transition durations span the spec's 150 to 375 ms range. */
  duration: { shortest: '150ms', short: '250ms', standard: '300ms', long: '375ms' },
  /**
   * One cycle of a looping animation; these run until the content arrives, so they are slower
   * than a transition. `reduced` is what every animation and transition shrinks to under
   * prefers-reduced-motion: not 0, so transitionend/animationend still fire.
   */
  loop: {
    spin: '800ms',
    pulse: '1600ms',
    ripple: '1600ms',
    /** One turn of a record at 33⅓ rpm, for the promo panel's disc. */
    record: '1800ms',
    reduced: '0.01ms',
  },
  easing: { standard: 'cubic-bezier(0.4, 0, 0.2, 1)', decelerate: 'cubic-bezier(0, 0, 0.2, 1)' },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4)',
    cardHover: '0 12px 28px rgba(0, 0, 0, 0.55)',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '12px', full: '9999px' },
  font: {
    /**
     * Space Grotesk, self-hosted from npm (theme/font.css.ts) so every machine renders the same
     * glyphs; the system stack covers the moment before it loads (font-display: swap) and any
     * character outside its latin subset.
     */
    body: '"Space Grotesk Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  /** Space Grotesk's variable axis runs from 300 to 700, so bold is the heaviest weight. */
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  letterSpacing: { tight: '-0.02em', normal: '0', wide: '0.01em' },
  /** Type scale: font size and line height pairs, from small print to the page hero. */
  type: {
    caption: { fontSize: '12px', lineHeight: '16px' },
    small: { fontSize: '14px', lineHeight: '20px' },
    body: { fontSize: '16px', lineHeight: '24px' },
    title: { fontSize: '20px', lineHeight: '28px' },
    heading: { fontSize: '28px', lineHeight: '36px' },
    display: { fontSize: '44px', lineHeight: '52px' },
    /** A page's one headline on a wide screen. */
    hero: { fontSize: '60px', lineHeight: '64px' },
  },
  color: {
    /** Page background: a near-black with a violet cast so artwork glows against it. */
    background: '#0b0a10',
    surface: '#16141f',
    surfaceRaised: '#211e2d',
    surfaceHover: '#2a2639',
    border: '#34304a',
    /** A text field's outline: 3:1 against the page and its own fill, so the box itself is seen. */
    fieldBorder: '#736d8c',
    /** Validation and server error text; AA on the page and on surfaces. */
    danger: '#ff7a85',
    dangerHover: '#ff9aa2',
    /** A snackbar's success and info tones (with danger for errors): icons and stripes. */
    success: '#5ee0a0',
    info: '#7ab8ff',
    text: '#f4f2fa',
    textMuted: '#aca7bf',
    /** Vivid accent for actions and focus; its text colour is dark for AA contrast. */
    accent: '#c6f432',
    accentHover: '#d6ff5c',
    accentPressed: '#a8d11f',
    onAccent: '#0b0a10',
    focusRing: '#c6f432',
    chip: '#2a2639',
    chipText: '#e2def0',
    skeleton: '#211e2d',
    /** Translucent glows for the hero backdrop; decorative, never behind small text alone. */
    glowAccent: 'rgba(198, 244, 50, 0.14)',
    glowViolet: 'rgba(132, 84, 255, 0.32)',
    /** Scrim over card art so the hover lift reads on bright artwork. */
    artScrim: 'rgba(11, 10, 16, 0.35)',
    /** Behind small text laid over card art (a set's duration): AA on the brightest artwork. */
    artLabel: 'rgba(11, 10, 16, 0.82)',
    /** The default cover art's gradient (an SVG data URI, so it reads raw tokens, not vars). */
    artGlow: '#3b2d6b',
    /** The violet of the glows at full strength, for the promo panel's artwork. */
    violet: '#8454ff',
    artShade: '#1a1627',
  },
} as const;

export type Tokens = typeof tokens;
/** A step of the spacing scale, for gaps and padding. */
export type Space = keyof Tokens['space'];
