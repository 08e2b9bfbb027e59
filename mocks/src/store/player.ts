import type { SetTrackRow } from '../fixtures/catalog/music.ts';
import type { MockPlay, MockQueueItem } from '../fixtures/player.ts';
import { mockDb } from './db.ts';
import { addFav, addLike } from './engagement.ts';

// The per-user state behind the player endpoints, with the server's rules: a queue's `order`
// runs 1..n without gaps after every change, at most one item is current, and each user has one
// position per set. The handlers check ids and ownership first; these only write.

const byOrder = (a: MockQueueItem, b: MockQueueItem) => a.order - b.order || a.id - b.id;

/** The user's queue, first item first. */
export function queueOf(userId: number): MockQueueItem[] {
  return mockDb.queue
    .all()
    .filter((item) => item.user_id === userId)
    .sort(byOrder);
}

const currentOf = (items: readonly MockQueueItem[]) => items.find((item) => item.is_current);

/**
 * Stores `items` as the user's whole queue in this order, `currentId` the one current item (none
 * when undefined), and answers it as stored.
 */
function keep(
  userId: number,
  items: readonly MockQueueItem[],
  currentId: number | undefined,
): MockQueueItem[] {
  items.forEach((item, index) => {
    mockDb.queue.update(item.id, { order: index + 1, is_current: item.id === currentId });
  });
  return queueOf(userId);
}

function newItem(userId: number, setId: number, after: readonly MockQueueItem[]): MockQueueItem {
  return mockDb.queue.insert({
    user_id: userId,
    set_meta_id: setId,
    order: after.length + 1,
    is_current: false,
  });
}

/** At the end; into a queue without a current item it comes in as the current one. */
export function appendToQueue(userId: number, setId: number): MockQueueItem[] {
  const items = queueOf(userId);
  const added = newItem(userId, setId, items);
  return keep(userId, [...items, added], currentOf(items)?.id ?? added.id);
}

/** The items after it move up; removing the current item leaves none current. */
export function removeQueueItem(userId: number, itemId: number): MockQueueItem[] {
  mockDb.queue.remove(itemId);
  const items = queueOf(userId);
  return keep(userId, items, currentOf(items)?.id);
}

export function clearQueueOf(userId: number): MockQueueItem[] {
  for (const item of queueOf(userId)) mockDb.queue.remove(item.id);
  return [];
}

/** Moves the item to `order` (1..n, checked by the caller); the others close up around it. */
export function moveQueueItem(userId: number, itemId: number, order: number): MockQueueItem[] {
  const items = queueOf(userId);
  const moved = items.find((item) => item.id === itemId);
  if (!moved) return items;
  const others = items.filter((item) => item !== moved);
  others.splice(order - 1, 0, moved);
  return keep(userId, others, currentOf(items)?.id);
}

/**
 * Makes the set current: where it stands when queued, else inserted right after the current
 * item (at the end when none is current).
 */
export function makeQueueCurrent(userId: number, setId: number): MockQueueItem[] {
  const items = queueOf(userId);
  const queued = items.find((item) => item.set_meta_id === setId);
  if (queued) return keep(userId, items, queued.id);
  const current = currentOf(items);
  const at = current ? items.indexOf(current) + 1 : items.length;
  const added = newItem(userId, setId, items);
  return keep(userId, items.toSpliced(at, 0, added), added.id);
}

/** The next item becomes current; at the last one, or with none current, nothing changes. */
export function advanceQueueOf(userId: number): MockQueueItem[] {
  const items = queueOf(userId);
  const current = currentOf(items);
  const next = current ? items[items.indexOf(current) + 1] : undefined;
  return next ? keep(userId, items, next.id) : items;
}

/**
 * Gives `userId` (`SIGNED_IN_SESSION.user_id` for the signed-in stories) exactly this queue:
 * `setIds` in order, the one at `currentIndex` current (null for none; the first by default).
 * Call it after the store is reset: in a story's `beforeEach` (the preview's loader resets it
 * before), or in a test after `resetMockStore()`.
 */
export function seedQueue(
  userId: number,
  setIds: readonly number[],
  currentIndex: number | null = setIds.length ? 0 : null,
): void {
  if (!mockDb.users.get(userId)) throw new Error(`seedQueue: no user has id ${String(userId)}.`);
  const unknown = setIds.filter((id) => !mockDb.sets.get(id));
  if (unknown.length)
    throw new Error(`seedQueue: no set of the mock store has id ${unknown.join(', ')}.`);
  if (new Set(setIds).size !== setIds.length) throw new Error('seedQueue: a set is queued once.');
  if (currentIndex !== null && !(currentIndex >= 0 && currentIndex < setIds.length)) {
    throw new Error(`seedQueue: no set stands at index ${String(currentIndex)}.`);
  }
  clearQueueOf(userId);
  setIds.forEach((setId, index) => {
    mockDb.queue.insert({
      user_id: userId,
      set_meta_id: setId,
      order: index + 1,
      is_current: index === currentIndex,
    });
  });
}

export function playOf(userId: number, setId: number): MockPlay | undefined {
  return mockDb.plays.all().find((row) => row.user_id === userId && row.set_meta_id === setId);
}

/** Keeps the user's position in the set, replacing the last one. */
export function savePlayOf(userId: number, setId: number, moment: number): MockPlay {
  const row = playOf(userId, setId);
  const stored = row
    ? mockDb.plays.update(row.id, { current_timestamp: moment })
    : mockDb.plays.insert({ user_id: userId, set_meta_id: setId, current_timestamp: moment });
  if (!stored) throw new Error('The play vanished while it was being written.');
  return stored;
}

/**
 * The entry of the set's track list playing at `moment` ms: each plays from its `start_time`
 * until its `end_time`, or the next entry's start when that is null (the set's end for the last).
 * Undefined before the first, in a gap and past the last.
 */
export function entryPlayingAt(
  set: { id: number; duration: number },
  moment: number,
): SetTrackRow | undefined {
  const entries = mockDb.setTracks
    .all()
    .filter((entry) => entry.set_meta_id === set.id)
    .sort((a, b) => a.start_time - b.start_time || a.track_position - b.track_position);
  return entries.find((entry, index) => {
    const end = entry.end_time ?? entries[index + 1]?.start_time ?? set.duration;
    return entry.start_time <= moment && moment < end;
  });
}

/**
 * A like of the set at `moment` and of the track playing then, which becomes one of the user's
 * favourites (their Liked Tracks tab, or Watched IDs for an ID) and likes.
 */
export function likeMomentOf(userId: number, setId: number, moment: number, trackId: number) {
  addLike(userId, 'set', setId, moment);
  addFav(userId, 'track', trackId);
  addLike(userId, 'track', trackId);
}
