import { LikeStateSchema, PostSchema, QueueSchema, type Queue } from '@rabbithole/api-contract';
import { callApi, type Answer, type Writer } from './api-calls.ts';

// Several signed-in users write at once (like toggles of sets and tracks, comments written and
// deleted, queue changes), each waiting for one answer before sending the next, and every answer
// is written down. A 2xx is an acknowledged write: it must survive anything that happens after.
// A write without a 2xx (the server killed under it, the database gone) is uncertain: it may have
// been applied or not, but wholly or not at all.

/** The catalog rows the writers share, so their writes contend for the same counters. */
export interface Targets {
  likedSets: number[];
  likedTracks: number[];
  commentedSets: number[];
  queuedSets: number[];
}

/** A toggle's last acknowledged state; `uncertain` when a toggle since went unanswered. */
export interface ToggleRecord {
  liked: boolean;
  acknowledged: number;
  uncertain: boolean;
}

export type CommentState = 'written' | 'written?' | 'deleted' | 'deleted?';

export interface CommentRecord {
  setId: number;
  id: number | null;
  state: CommentState;
  /** Its writing and deleting, as far as they were acknowledged. */
  acknowledged: number;
}

/** What the queue looks like, as the writers compare it: set ids in order, and the current one. */
export interface QueueShape {
  items: { id: number | null; setId: number }[];
  currentSetId: number | null;
}

export type QueueChange =
  | { kind: 'add'; setId: number }
  | { kind: 'remove'; itemId: number }
  | { kind: 'move'; itemId: number; order: number };

export interface QueueRecord {
  shape: QueueShape;
  acknowledged: number;
  /** A change that went unanswered since the last answer (at most one: the writer re-reads). */
  pending: QueueChange | null;
}

export interface WriterLedger {
  writer: Writer;
  toggles: Map<string, ToggleRecord>;
  comments: Map<string, CommentRecord>;
  queue: QueueRecord;
  commentsWritten: number;
  acknowledged: number;
  /** Answers that were not 2xx (writes, and re-reads of the queue), for the tests of their shape. */
  failures: Answer[];
  /** Acknowledged writes whose answers came after `markEpoch` was last called. */
  acknowledgedSinceMark: number;
}

/** A comment is written at most this often per user: the limit is 10 a minute (config.ts). */
const COMMENTS_PER_WRITER = 8;

export function shapeOf(queue: Queue): QueueShape {
  return {
    items: queue.data.map((item) => ({ id: item.id, setId: item.set_meta_id })),
    currentSetId: queue.data.find((item) => item.is_current)?.set_meta_id ?? null,
  };
}

/** The queue a change leaves, as the contract describes each call. */
export function applyQueueChange(shape: QueueShape, change: QueueChange): QueueShape {
  const items = [...shape.items];
  if (change.kind === 'add') {
    if (items.some((item) => item.setId === change.setId)) return shape;
    items.push({ id: null, setId: change.setId });
    return { items, currentSetId: shape.currentSetId ?? change.setId };
  }
  const at = items.findIndex((item) => item.id === change.itemId);
  if (at < 0) return shape;
  const [item] = items.splice(at, 1);
  if (change.kind === 'remove') {
    const currentSetId = item?.setId === shape.currentSetId ? null : shape.currentSetId;
    return { items, currentSetId };
  }
  if (item) items.splice(change.order - 1, 0, item);
  return { items, currentSetId: shape.currentSetId };
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

export interface WriteStream {
  ledgers: WriterLedger[];
  /** Resolves when every writer has stopped (each after its answer in flight). */
  stop(): Promise<void>;
  /** Starts counting acknowledgements afresh (after an outage: does writing work again?). */
  markEpoch(): void;
  /** Writes acknowledged so far, by every writer. */
  acknowledged(): number;
}

/** Starts every writer; they write until `stop()`. */
export function startWriteStream(base: string, writers: Writer[], targets: Targets): WriteStream {
  let stopping = false;
  const ledgers = writers.map((writer): WriterLedger => ({
    writer,
    toggles: new Map(),
    comments: new Map(),
    queue: { shape: { items: [], currentSetId: null }, acknowledged: 0, pending: null },
    commentsWritten: 0,
    acknowledged: 0,
    failures: [],
    acknowledgedSinceMark: 0,
  }));
  const loops = ledgers.map(async (ledger) => {
    while (!stopping) {
      const ok = await writeOnce(base, ledger, targets).catch(() => false);
      // A down server or database answers at once; do not spin on it.
      if (!ok) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    ledgers,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
    markEpoch() {
      for (const ledger of ledgers) ledger.acknowledgedSinceMark = 0;
    },
    acknowledged: () => ledgers.reduce((sum, ledger) => sum + ledger.acknowledged, 0),
  };
}

function acknowledge(ledger: WriterLedger) {
  ledger.acknowledged += 1;
  ledger.acknowledgedSinceMark += 1;
}

/**
 * One write (or, after an unanswered queue change, a read of the queue as it now is) and its
 * record. Answers whether the server answered 2xx; a rejection means no answer at all.
 */
async function writeOnce(base: string, ledger: WriterLedger, targets: Targets): Promise<boolean> {
  const { token } = ledger.writer;
  const roll = Math.random();
  if (ledger.queue.pending || roll < 0.3) return changeQueue(base, ledger, targets);
  if (roll < 0.45 && ledger.commentsWritten < COMMENTS_PER_WRITER) {
    return comment(base, ledger, targets);
  }
  const kind = roll < 0.7 ? 'set' : 'track';
  const id = pick(kind === 'set' ? targets.likedSets : targets.likedTracks);
  const key = `${kind}:${id}`;
  const record = ledger.toggles.get(key) ?? { liked: false, acknowledged: 0, uncertain: false };
  ledger.toggles.set(key, record);
  // Marked before sending: if the answer never comes, the toggle may have happened.
  record.uncertain = true;
  const answer = await callApi(base, 'PUT', `/favs/${kind}/${id}/likes`, { token });
  if (answer.status !== 200) return failed(ledger, answer);
  record.liked = LikeStateSchema.parse(answer.body).is_liked;
  record.uncertain = false;
  record.acknowledged += 1;
  acknowledge(ledger);
  return true;
}

function failed(ledger: WriterLedger, answer: Answer): false {
  ledger.failures.push(answer);
  return false;
}

async function comment(base: string, ledger: WriterLedger, targets: Targets): Promise<boolean> {
  const { token } = ledger.writer;
  const written = [...ledger.comments.entries()].filter(([, record]) => record.state === 'written');
  if (written.length > 0 && Math.random() < 0.3) {
    const [, record] = pick(written);
    record.state = 'deleted?';
    const answer = await callApi(base, 'DELETE', `/posts/${record.id}`, { token });
    if (answer.status !== 204) return failed(ledger, answer);
    record.state = 'deleted';
    record.acknowledged += 1;
    acknowledge(ledger);
    return true;
  }
  const setId = pick(targets.commentedSets);
  const text = `${ledger.writer.username} comment ${ledger.commentsWritten} on ${setId}`;
  const record: CommentRecord = { setId, id: null, state: 'written?', acknowledged: 0 };
  ledger.comments.set(text, record);
  ledger.commentsWritten += 1;
  const answer = await callApi(base, 'POST', '/posts', {
    token,
    body: { text, set_meta_id: setId },
  });
  if (answer.status !== 201) return failed(ledger, answer);
  record.id = PostSchema.parse(answer.body).id;
  record.state = 'written';
  record.acknowledged += 1;
  acknowledge(ledger);
  return true;
}

async function changeQueue(base: string, ledger: WriterLedger, targets: Targets) {
  const { token } = ledger.writer;
  const { queue } = ledger;
  if (queue.pending) {
    // Which way the unanswered change went is read back before the queue is changed again.
    const answer = await callApi(base, 'GET', '/queue', { token });
    if (answer.status !== 200) return failed(ledger, answer);
    queue.shape = shapeOf(QueueSchema.parse(answer.body));
    queue.pending = null;
    return true;
  }
  const { items } = queue.shape;
  const absent = targets.queuedSets.filter((id) => !items.some((item) => item.setId === id));
  const known = items.filter((item): item is { id: number; setId: number } => item.id !== null);
  let change: QueueChange;
  if (absent.length > 0 && (known.length < 3 || Math.random() < 0.4)) {
    change = { kind: 'add', setId: pick(absent) };
  } else if (Math.random() < 0.5) {
    change = { kind: 'remove', itemId: pick(known).id };
  } else {
    const order = 1 + Math.floor(Math.random() * items.length);
    change = { kind: 'move', itemId: pick(known).id, order };
  }
  queue.pending = change;
  const answer =
    change.kind === 'add'
      ? await callApi(base, 'POST', '/queue', { token, body: { set_meta_id: change.setId } })
      : change.kind === 'remove'
        ? await callApi(base, 'DELETE', `/queue/${change.itemId}`, { token })
        : await callApi(base, 'PUT', '/queue', {
            token,
            body: { id: change.itemId, order: change.order },
          });
  if (answer.status !== 200 && answer.status !== 201) return failed(ledger, answer);
  queue.shape = shapeOf(QueueSchema.parse(answer.body));
  queue.pending = null;
  queue.acknowledged += 1;
  acknowledge(ledger);
  return true;
}
