import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  // Two soft glows give the page an identity without an image to load (no CLS, no request).
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(120% 140% at 0% 0%, ${vars.color.glowViolet} 0%, transparent 55%), radial-gradient(80% 120% at 100% 100%, ${vars.color.glowAccent} 0%, transparent 60%)`,
  '@media': {
    [mediaUp('sm')]: { paddingBlock: vars.space.xxlarge, paddingInline: vars.space.xlarge },
    [mediaUp('lg')]: { paddingBlock: vars.space.xxxlarge, paddingInline: vars.space.xxlarge },
  },
});

export const subtitle = style({ maxWidth: vars.size.measure });
