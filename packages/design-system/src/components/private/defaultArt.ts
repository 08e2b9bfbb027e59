/**
 * Cover art shown when a card has none or its image fails. Inlined as a data URI: it needs no
 * request (so it cannot fail too) and works wherever the package is bundled.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><defs><radialGradient id="g" cx="30%" cy="25%" r="90%"><stop offset="0" stop-color="#3b2d6b"/><stop offset=".55" stop-color="#1a1627"/><stop offset="1" stop-color="#0b0a10"/></radialGradient></defs><rect width="320" height="320" fill="url(#g)"/><g fill="none" stroke="#c6f432" stroke-opacity=".55" stroke-width="3"><circle cx="160" cy="160" r="84"/><circle cx="160" cy="160" r="58" stroke-opacity=".35"/><circle cx="160" cy="160" r="32" stroke-opacity=".2"/></g><circle cx="160" cy="160" r="10" fill="#c6f432" fill-opacity=".8"/></svg>`;

export const defaultArt = `data:image/svg+xml,${encodeURIComponent(svg)}`;
