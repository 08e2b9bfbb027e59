import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/** Holds the end of the page clear of the fixed bar. */
export const spacer = style({
  flexShrink: 0,
  height: vars.size.playerBarCompact,
  '@media': { [mediaUp('md')]: { height: vars.size.playerBar } },
});

export const bar = style({
  height: vars.size.playerBarCompact,
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.appBar,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.cardHover,
  '@media': {
    [mediaUp('md')]: {
      height: vars.size.playerBar,
      // 30 / 40 / 30: the set's name keeps room on a tablet, the seek bar stays centred.
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 4fr) minmax(0, 3fr)',
      gap: vars.space.large,
      paddingInline: vars.space.large,
    },
  },
});

/**
 * The phone's seek bar: its rail lies on the bar's top edge (over its border line), its press
 * band straddling it.
 */
export const edge = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(-1 * (${vars.size.sliderHit} / 2 + ${vars.borderWidth.thin}))`,
});

export const now = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  '@media': { [mediaUp('md')]: { gap: vars.space.medium } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const track = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const centre = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxsmall,
  minWidth: 0,
  maxWidth: vars.size.contentMaxWidth,
});

export const transport = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  '@media': { [mediaUp('md')]: { gap: vars.space.small } },
});

export const volume = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const volumeSlider = style({ width: vars.size.volumeSlider });
