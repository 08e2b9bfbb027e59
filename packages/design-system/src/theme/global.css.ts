import { globalStyle } from '@vanilla-extract/css';
import { focusRing } from './focus';
import { darkTheme, vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// ThemeRoot also puts the theme class on <html>, so the page behind overscroll and the overlays
// react-aria portals into <body> read the same variables as the app.
globalStyle(`html${darkTheme}`, {
  colorScheme: 'dark',
  backgroundColor: vars.color.background,
});

globalStyle(`${darkTheme}, ${darkTheme} body`, {
  margin: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle(`${darkTheme} :focus-visible`, focusRing);

// Respect the OS setting: skeleton shimmer, spinners and hover lifts become still.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
