import { vars } from '../../theme/vars.css';

/**
 * The round, glyph-only controls' shared box (toggles, the Play button): a circle of `side`
 * with its glyph centred, no native button chrome. Spread it into a style, then add colours.
 */
export const roundControl = (side: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: side,
    height: side,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
  }) as const;

/** The box a control's glyph is drawn in. */
export const iconBox = {
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
} as const;
