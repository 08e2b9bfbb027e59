import {
  addToQueue,
  advanceQueue,
  clearQueue,
  getQueue,
  likeMoment,
  removeFromQueue,
  reorderQueue,
  savePlay,
  setQueueCurrent,
  type EndpointDescription,
  type Queue,
  type ResponseOf,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import type { MockQueueItem } from '../fixtures/player.ts';
import { mockDb } from '../store/db.ts';
import { likesOf } from '../store/engagement.ts';
import * as player from '../store/player.ts';
import { userOfToken } from './accounts.ts';
import { unauthorized } from './auth.ts';
import { notFound } from './catalog.ts';
import { handlerFor, type ContractCall, type ContractResolver } from './contract.ts';
import { errorResponse, validationResponse } from './errors.ts';
import { userFieldsFor, withLiveLikes } from './user-fields.ts';
import { refusedAfter, slowedBy, type Answer } from './variants.ts';

/** How long `.refused` takes to refuse: long enough to see the optimistic state first. */
export const PLAYER_REFUSED_DELAY_MS = 600;
/** How long `.slow` takes to answer: the pending state stays on screen meanwhile. */
export const PLAYER_SLOW_DELAY_MS = 1500;

/** The contract's 409 for a set queued twice, word for word (spec.md section 8). */
export const ALREADY_QUEUED = 'This set is already in the queue.';
/** The contract's 404 for a liked moment where no track plays. */
export const NO_TRACK_AT_MOMENT = 'No track plays at that moment of the set.';

type Act<Endpoint extends EndpointDescription> = (
  userId: number,
  call: ContractCall<Endpoint>,
) => ResponseOf<Endpoint> | Response;

/**
 * A call of the caller's own, as the server answers it: a Bearer of a signed-in user (401
 * otherwise) and, when the body names a `user_id`, the caller's own (403 otherwise).
 */
function own<Endpoint extends EndpointDescription>(act: Act<Endpoint>): ContractResolver<Endpoint> {
  return (call) => {
    const user = userOfToken(call.token);
    if (!user) return unauthorized();
    const owner = (call.body as { user_id?: number } | undefined)?.user_id;
    if (owner !== undefined && owner !== user.id) {
      return errorResponse(403, 'Only your own queue can be read or changed.');
    }
    return act(user.id, call);
  };
}

/** The whole queue as the call left it, each item joined with its set as the caller reads it. */
function queueCall<Endpoint extends EndpointDescription>(
  act: (userId: number, call: ContractCall<Endpoint>) => MockQueueItem[] | Response,
): ContractResolver<Endpoint> {
  return own<Endpoint>((userId, call) => {
    const items = act(userId, call);
    if (items instanceof Response) return items;
    const fill = userFieldsFor(mockDb, call.token);
    const queue: Queue = {
      data: items.flatMap((item) => {
        const set = mockDb.sets.get(item.set_meta_id);
        return set ? [{ ...item, set_meta: fill.set(set) }] : [];
      }),
    };
    return queue as ResponseOf<Endpoint>;
  });
}

/** The caller's queue item `id`, or the server's answer why not: 404 unknown, 403 another's. */
function ownItem(userId: number, id: number): MockQueueItem | Response {
  const item = mockDb.queue.get(id);
  if (!item) return errorResponse(404, 'No queue item has this id.');
  return item.user_id === userId ? item : errorResponse(403, 'This queue item is not yours.');
}

/** The set `id`, or the server's 404. */
function knownSet(id: number) {
  return mockDb.sets.get(id) ?? notFound('set');
}

/** The server's 422 for a moment past the set's end. */
function pastTheEnd(field: string, duration: number) {
  return validationResponse('json', [
    { path: [field], message: `Must be within the set: at most its duration, ${duration} ms.` },
  ]);
}

const queue = {
  read: queueCall<typeof getQueue>((userId) => player.queueOf(userId)),
  add: queueCall<typeof addToQueue>((userId, { body }) => {
    const set = knownSet(body.set_meta_id);
    if (set instanceof Response) return set;
    if (player.queueOf(userId).some((item) => item.set_meta_id === set.id)) {
      return errorResponse(409, ALREADY_QUEUED);
    }
    return player.appendToQueue(userId, set.id);
  }),
  remove: queueCall<typeof removeFromQueue>((userId, { params }) => {
    const item = ownItem(userId, params.id);
    return item instanceof Response ? item : player.removeQueueItem(userId, item.id);
  }),
  clear: queueCall<typeof clearQueue>((userId) => player.clearQueueOf(userId)),
  reorder: queueCall<typeof reorderQueue>((userId, { body }) => {
    const item = ownItem(userId, body.id);
    if (item instanceof Response) return item;
    const length = player.queueOf(userId).length;
    if (body.order > length) {
      return validationResponse('json', [
        { path: ['order'], message: `Must be at most ${length}, the length of the queue.` },
      ]);
    }
    return player.moveQueueItem(userId, item.id, body.order);
  }),
  makeCurrent: queueCall<typeof setQueueCurrent>((userId, { body }) => {
    const set = knownSet(body.set_meta_id);
    return set instanceof Response ? set : player.makeQueueCurrent(userId, set.id);
  }),
  advance: queueCall<typeof advanceQueue>((userId) => player.advanceQueueOf(userId)),
};

const play = own<typeof savePlay>((userId, { body }) => {
  const set = knownSet(body.set_meta_id);
  if (set instanceof Response) return set;
  if (body.current_timestamp > set.duration) return pastTheEnd('current_timestamp', set.duration);
  const { set_meta_id, current_timestamp } = player.savePlayOf(
    userId,
    set.id,
    body.current_timestamp,
  );
  return { set_meta_id, current_timestamp };
});

const likeTheMoment = own<typeof likeMoment>((userId, { body }) => {
  const set = knownSet(body.set_meta_id);
  if (set instanceof Response) return set;
  const moment = body.set_timestamp;
  if (moment > set.duration) return pastTheEnd('set_timestamp', set.duration);
  const entry = player.entryPlayingAt(set, moment);
  const track = entry && mockDb.tracks.get(entry.track_meta_id);
  if (!entry || !track) return errorResponse(404, NO_TRACK_AT_MOMENT);
  player.likeMomentOf(userId, set.id, moment, track.id);
  return {
    likes: withLiveLikes(set).likes,
    user_likes: likesOf(userId, 'set', set.id).length,
    set_timestamp: moment,
    track: { set_track_id: entry.id, track_meta_id: track.id, title: track.title },
  };
});

/** Every player endpoint that changes something, each answered through `answer`. */
function changesWith(answer: Answer): HttpHandler[] {
  return [
    answer(addToQueue, queue.add),
    answer(removeFromQueue, queue.remove),
    answer(clearQueue, queue.clear),
    answer(reorderQueue, queue.reorder),
    answer(setQueueCurrent, queue.makeCurrent),
    answer(advanceQueue, queue.advance),
    answer(savePlay, play),
    answer(likeMoment, likeTheMoment),
  ];
}

/** Every player endpoint, each answered through `answer`. */
function playerHandlersWith(answer: Answer): HttpHandler[] {
  return [answer(getQueue, queue.read), ...changesWith(answer)];
}

export interface PlayerHandlers extends Array<HttpHandler> {
  refused: HttpHandler[];
  slow: HttpHandler[];
  unauthorized: HttpHandler[];
}

/**
 * The player's endpoints over `mockDb`: the signed-in caller's own queue (empty until a change or
 * `seedQueue`), their positions in sets (read back as `user_fav.current_timestamp`) and their
 * likes of moments (the track joins their Liked Tracks), plus one variant per state a control
 * must show. Each value is a handler list for `server.use(...)` or `parameters.msw.handlers`.
 */
export const playerHandlers: PlayerHandlers = Object.assign(playerHandlersWith(handlerFor), {
  /**
   * The queue reads as usual; every change, play and like fails with a 500 after a moment,
   * changing nothing: optimistic changes roll back.
   */
  refused: [
    handlerFor(getQueue, queue.read),
    ...changesWith(refusedAfter(PLAYER_REFUSED_DELAY_MS, 'Your change could not be saved.')),
  ],
  /** Every call works, after 1.5 s. */
  slow: playerHandlersWith(slowedBy(PLAYER_SLOW_DELAY_MS)),
  /** Every call answers 401, as for a session that ended: nothing changes. */
  unauthorized: playerHandlersWith((endpoint) => handlerFor(endpoint, () => unauthorized())),
});
