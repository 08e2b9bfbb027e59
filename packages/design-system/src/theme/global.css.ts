import { globalStyle } from '@vanilla-extract/css';
import './font.css';
import { focusRing } from './focus';
import { darkTheme, vars } from './vars.css';

// Every rule here sits inside :where(), which has no specificity: a component's own class always
// wins over these defaults without needing a longer selector or !important.

// Pseudo-elements are not allowed inside :where(), so they follow it.
const everything = ':where(*), :where(*)::before, :where(*)::after';

globalStyle(everything, { boxSizing: 'border-box' });

// ThemeRoot also puts the theme class on <html>, so the page behind overscroll and the overlays
// react-aria portals into <body> read the same variables as the app.
globalStyle(`:where(html${darkTheme})`, {
  colorScheme: 'dark',
  backgroundColor: vars.color.background,
});

globalStyle(`:where(${darkTheme}, ${darkTheme} body)`, {
  margin: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle(`:where(${darkTheme} :focus-visible)`, focusRing);

// Focus targets that are not controls (the <main> the skip link lands on, the <h1> focused after
// a route change) take focus only to move the reading position; a ring around them is noise.
globalStyle(`:where(${darkTheme} [tabindex="-1"]:focus)`, { outline: 'none' });

// Respect the OS setting: skeleton shimmer, spinners and hover lifts become still.
globalStyle(everything, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: `${vars.loop.reduced} !important`,
      animationIterationCount: '1 !important',
      transitionDuration: `${vars.loop.reduced} !important`,
    },
  },
});
