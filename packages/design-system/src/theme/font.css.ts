import { globalFontFace } from '@vanilla-extract/css';

/**
 * Space Grotesk, self-hosted: the woff2 comes from the npm package and Vite bundles it, so the app
 * and Storybook render the same glyphs on every machine, offline too. Only the latin subset is
 * declared (22 KB): the catalogue's names are latin, and anything beyond it falls back to the
 * system stack in tokens.font.body. The url is a bare package path on purpose: Vite resolves it
 * from node_modules when it processes this file's CSS and emits a hashed asset.
 */
globalFontFace('"Space Grotesk Variable"', {
  src: 'url("@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2") format("woff2-variations")',
  fontWeight: '300 700',
  fontStyle: 'normal',
  // Text shows at once in the fallback and swaps when the font arrives, never invisible text.
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});
