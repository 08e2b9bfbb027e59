import { keyframes, style } from '@vanilla-extract/css';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  height: '100%',
  overflow: 'hidden',
  padding: vars.space.xxxlarge,
  backgroundColor: vars.color.surface,
  // A violet bloom behind the record and a faint accent one at the foot, as on the Hero.
  backgroundImage: `radial-gradient(70% 55% at 78% 22%, ${vars.color.glowViolet} 0%, transparent 70%), radial-gradient(60% 40% at 10% 100%, ${vars.color.glowAccent} 0%, transparent 70%)`,
  isolation: 'isolate',
});

/** The artwork fills the panel behind the words; it is decoration only (aria-hidden). */
export const art = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
});

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

// The disc turns at 33⅓ rpm about its own centre; reduced motion stops it (global rule).
export const disc = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${turn} ${vars.loop.record} linear infinite`,
});

export const vinyl = style({ fill: vars.color.background });
export const groove = style({ fill: 'none', stroke: vars.color.border });
export const label = style({ fill: vars.color.accent });
export const labelMark = style({ fill: vars.color.onAccent });
export const spindle = style({ fill: vars.color.surface });

// Sleeves in the crate, each its own cover: flat colour plus one bold shape.
export const sleeve = style({ stroke: vars.color.background });
export const sleeveViolet = style({ fill: vars.color.violet });
export const sleeveDeep = style({ fill: vars.color.artGlow });
export const sleeveRaised = style({ fill: vars.color.surfaceHover });
export const sleeveAccent = style({ fill: vars.color.accent });
export const sleeveShade = style({ fill: vars.color.artShade });
export const coverShape = style({ fill: vars.color.text, opacity: vars.opacity.disabled });
export const coverShapeDark = style({ fill: vars.color.background, opacity: vars.opacity.overlay });

/** The set's waveform along the foot; identified stretches in the accent. */
export const bar = style({ fill: vars.color.border });
export const barLit = style({ fill: vars.color.accent });

export const crate = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border });
export const crateHandle = style({ fill: vars.color.background });

export const words = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.size.promoWords,
});

export const kicker = style([
  typeStyles.caption,
  {
    margin: 0,
    color: vars.color.accent,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: vars.letterSpacing.wide,
    textTransform: 'uppercase',
  },
]);

export const headline = style([
  typeStyles.display,
  {
    margin: 0,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: vars.letterSpacing.tight,
    textWrap: 'balance',
  },
]);

/** The tracklist card: the one still-unknown track of the set, "ID — ID". */
export const tracklist = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xxlarge,
  insetInlineEnd: vars.space.xxlarge,
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.cardHover,
  fontFamily: vars.font.mono,
});

export const track = style([
  typeStyles.small,
  { display: 'flex', gap: vars.space.medium, margin: 0, color: vars.color.textMuted },
]);

export const trackCurrent = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
export const trackNumber = style({ color: vars.color.accent });
