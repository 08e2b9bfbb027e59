// spec.md section 9, "Player", and the listening habits it leaves to us.

/** Progress is saved (PUT /plays) when playback starts and this often while it plays. */
export const SAVE_INTERVAL_MS = 30_000;
/** The shown position moves on this often while playing; seeks and pauses show at once. */
export const PROGRESS_INTERVAL_MS = 1000;
/** How far the skip keys and the system's seek keys move when they do not say. */
export const SKIP_MS = 10_000;
/**
 * Reloads after an audio failure, each after a token refresh (spec.md section 4), before the
 * player gives up on the set: enough for an expired token, few enough not to hammer a dead file.
 */
export const MAX_AUDIO_RETRIES = 2;
