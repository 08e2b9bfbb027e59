import { tokens } from '../../tokens';

const { artGlow, artShade, background, accent } = tokens.color;

/**
 * Cover art shown when a card has none or its image fails. Inlined as a data URI: it needs no
 * request (so it cannot fail too) and works wherever the package is bundled. An image cannot read
 * the page's custom properties, so the colours are the raw palette tokens.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><defs><radialGradient id="g" cx="30%" cy="25%" r="90%"><stop offset="0" stop-color="${artGlow}"/><stop offset=".55" stop-color="${artShade}"/><stop offset="1" stop-color="${background}"/></radialGradient></defs><rect width="320" height="320" fill="url(#g)"/><g fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="3"><circle cx="160" cy="160" r="84"/><circle cx="160" cy="160" r="58" stroke-opacity=".35"/><circle cx="160" cy="160" r="32" stroke-opacity=".2"/></g><circle cx="160" cy="160" r="10" fill="${accent}" fill-opacity=".8"/></svg>`;

export const defaultArt = `data:image/svg+xml,${encodeURIComponent(svg)}`;
