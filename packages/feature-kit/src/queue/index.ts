// The queue/ folder's public entry: the listening hooks the player and the queue panel use.
export { queueRequest, savePlay } from './api.ts';
export { AUTH_EXPIRED_NOTICE_MS, queueMessages } from './messages.ts';
export { useLikeMoment, type LikeMoment } from './useLikeMoment.ts';
export { usePlayTrackRequest, type TrackStart } from './usePlayTrackRequest.ts';
export { useQueue, type QueueActions, type QueueState } from './useQueue.ts';
