import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

export const page = style({ maxWidth: vars.size.measure, minWidth: 0 });

export const meta = style([
  typeStyles.small,
  {
    margin: 0,
    marginBlockStart: vars.space.small,
    color: vars.color.textMuted,
    fontFamily: vars.font.mono,
  },
]);

/** A short accent rule between the title block and the text. */
export const rule = style({
  width: vars.space.xxxlarge,
  height: vars.space.xsmall,
  marginBlock: vars.space.xlarge,
  marginInline: 0,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

/**
 * Styles for running text the app writes as plain elements (h2, p, ul, ol, li, strong); links
 * inside come from `Link` and bring their own look. Vertical rhythm from margins on the
 * following element only, so the first and last child sit flush.
 */
export const prose = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
  textWrap: 'pretty',
});

globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space.medium });

globalStyle(`${prose} :where(h2, h3)`, {
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  textWrap: 'balance',
});
globalStyle(`${prose} :where(h2)`, {
  ...vars.type.title,
  '@media': { [mediaUp('md')]: vars.type.heading },
});
globalStyle(`${prose} > h2`, { marginBlockStart: vars.space.xxlarge });
globalStyle(`${prose} > h3`, {
  ...vars.type.title,
  marginBlockStart: vars.space.xlarge,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${prose} :where(p, ul, ol)`, { marginBlockEnd: 0 });
globalStyle(`${prose} :where(p, li)`, { color: vars.color.textMuted });
globalStyle(`${prose} :where(strong)`, {
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${prose} :where(ul, ol)`, { paddingInlineStart: vars.space.large });
globalStyle(`${prose} :where(li + li)`, { marginBlockStart: vars.space.small });
globalStyle(`${prose} :where(li)::marker`, { color: vars.color.accent });
