import { engagementMessages } from '../engagement/index.ts';

// spec.md section 8, "Queue", "Likes on the playing set" and "Success messages", word for word.

export const queueMessages = {
  added: 'Set added to queue!',
  /** Also what a 404 to an add shows (spec.md section 8). */
  alreadyQueued: 'This set is already in the queue.',
  /** Any other refused change of the queue: the same words as every refused change. */
  failed: engagementMessages.failed,
  /** spec.md only says the title "has been saved to your likes"; this is its sentence. */
  trackLiked: (title: string) => `${title} has been saved to your likes!`,
  authExpired: 'Authentication expired, refreshing...',
  likeFailed: 'Failed to like track',
  playingTrack: 'Playing track!',
} as const;

/** spec.md section 8: "Authentication expired, refreshing..." shows for 2 seconds. */
export const AUTH_EXPIRED_NOTICE_MS = 2000;
