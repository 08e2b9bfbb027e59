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

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.type.heading.fontSize,
  lineHeight: vars.type.heading.lineHeight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
  '@media': {
    [mediaUp('md')]: {
      fontSize: vars.type.display.fontSize,
      lineHeight: vars.type.display.lineHeight,
    },
  },
});

export const subtitle = style({
  margin: 0,
  marginBlockStart: vars.space.small,
  maxWidth: '60ch',
  color: vars.color.textMuted,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaUp('md')]: { fontSize: vars.type.title.fontSize, lineHeight: vars.type.title.lineHeight },
  },
});
