import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: { minWidth: 0 },
  variants: {
    layout: {
      inline: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: vars.space.small,
      },
      edge: { display: 'block' },
    },
  },
});

export const slider = style({ width: '100%' });

/** Digits of equal width, so the clock does not shake the rail as it counts. */
export const time = style([
  typeStyles.caption,
  {
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: { '&:first-child': { textAlign: 'end' } },
  },
]);

export const marks = style({ position: 'absolute', inset: 0 });

const mark = {
  position: 'absolute',
  width: vars.size.seekMarker,
  height: vars.size.seekMarker,
  transform: 'translateX(-50%)',
} as const;

const railEdge = `calc(${vars.size.sliderTrack} / 2 + ${vars.space.xxsmall})`;

/** A track boundary cuts the rail, so the set reads as its tracks, segment by segment. */
export const tick = style({
  position: 'absolute',
  top: '50%',
  width: vars.space.xxsmall,
  height: vars.size.sliderTrack,
  transform: 'translate(-50%, -50%)',
  backgroundColor: vars.color.background,
});

/** A liked moment: an accent dot just above the rail. */
export const like = style({
  ...mark,
  bottom: `calc(50% + ${railEdge})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

/** A comment: a square just below the rail, a different shape as well as a different colour. */
export const comment = style({
  ...mark,
  top: `calc(50% + ${railEdge})`,
  borderRadius: vars.radius.none,
  backgroundColor: vars.color.info,
});
