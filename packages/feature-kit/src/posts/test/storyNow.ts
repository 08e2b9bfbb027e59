/**
 * The comments stories' "now": late on the day of the fixtures' newest comment, so its "3 hours
 * ago" reads the same whatever day the screenshots are taken. A comment a story writes is dated
 * by the real clock, ahead of this, and reads "just now".
 */
export const STORY_NOW = Date.UTC(2025, 5, 20, 23, 50);
