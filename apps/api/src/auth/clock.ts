/**
 * Milliseconds since the epoch. Everything that expires (access tokens, sessions, reset links,
 * rate-limit windows) reads time through one of these, so tests can move it.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
