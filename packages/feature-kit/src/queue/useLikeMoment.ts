import { routes, type MomentLike } from '@rabbithole/api-contract';
import { useCallback } from 'react';
import { apiClient } from '../api/index.ts';
import { isEntityId } from '../detail/index.ts';
import { announceLikesChanged } from '../engagement/index.ts';
import { useNotify } from '../toasts/index.ts';
import { answered } from './api.ts';
import { AUTH_EXPIRED_NOTICE_MS, queueMessages } from './messages.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { likeMoment } = routes;

/** Likes the moment `timestampMs` of set `setId`; the answer, or undefined when it failed. */
export type LikeMoment = (setId: number, timestampMs: number) => Promise<MomentLike | undefined>;

/**
 * The player's like of the moment playing (spec.md section 8, "Likes on the playing set"): the
 * track's title in a success message, the set page and the profile's liked tracks read again. A
 * 401 says the session is being refreshed (only to a listener looking at the tab) and is tried
 * once more with the new token; any other failure says the like failed.
 */
export function useLikeMoment(): LikeMoment {
  const notify = useNotify();

  return useCallback<LikeMoment>(
    async (setId, timestampMs) => {
      // spec.md section 5: a like needs a set and a known moment of it.
      if (!isEntityId(setId) || !Number.isFinite(timestampMs) || timestampMs < 0) return undefined;
      const body = { set_meta_id: setId, set_timestamp: Math.floor(timestampMs) };
      // Sent once by the client: the 401 is handled here, where the listener can be told.
      const send = () => apiClient.request(likeMoment, { body, retry: false });
      try {
        const answer = await send().catch((error: unknown) => {
          if (!answered(error, 401)) throw error;
          if (document.visibilityState === 'visible') {
            notify(queueMessages.authExpired, 'info', { timeout: AUTH_EXPIRED_NOTICE_MS });
          }
          return apiClient.recovery.recover({
            category: 'token-expired',
            error,
            retry: send,
            maxTries: 1,
          });
        });
        notify(queueMessages.trackLiked(answer.track.title), 'success');
        // The set page and the profile's tabs of liked tracks read themselves again.
        announceLikesChanged(setId);
        return answer;
      } catch (error) {
        console.error('Liking the moment failed', error);
        notify(queueMessages.likeFailed, 'error');
        return undefined;
      }
    },
    [notify],
  );
}
