/**
 * Where people write to the team. One address, so every page that mentions it agrees; the
 * operator of a deployment replaces it here.
 */
export const CONTACT_EMAIL = 'hello@rabbithole.fm';

export const contactHref = `mailto:${CONTACT_EMAIL}`;
