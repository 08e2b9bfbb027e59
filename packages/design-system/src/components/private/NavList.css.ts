import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

export const direction = styleVariants({
  row: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xsmall },
  column: { flexDirection: 'column', gap: vars.space.xsmall },
});

// Link's `nav` variant gives the colours and the focus ring; here it becomes a pill (a row) or a
// full-width entry (a column), and the current section is lit rather than only underlined.
globalStyle(`${list} a`, {
  ...vars.type.body,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  transitionProperty: 'color, background-color',
});

globalStyle(`${direction.column} a`, {
  minHeight: vars.size.controlLarge,
  borderRadius: vars.radius.medium,
  fontSize: vars.type.title.fontSize,
  lineHeight: vars.type.title.lineHeight,
});

globalStyle(`${list} a[data-hovered]`, { backgroundColor: vars.color.surfaceHover });

globalStyle(`${list} a[aria-current="page"]`, {
  textDecorationLine: 'none',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

/** The accent dot before the current section: seen without relying on the fill alone. */
export const dot = style({
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});
