import { PostsPageSchema, QueueSchema, SetSchema, TrackSchema } from '@rabbithole/api-contract';
import { expect } from 'vitest';
import { callApi } from './api-calls.ts';
import {
  applyQueueChange,
  shapeOf,
  type QueueShape,
  type Targets,
  type WriterLedger,
} from './write-stream.ts';

// Reads back, through the API of the server as it now runs, what every writer was told, and
// compares. A write counts as found when the state it left, or the state a later acknowledged
// write of the same user left on the same row, is what the server answers now.

export interface Verdict {
  acknowledged: number;
  found: number;
  /** Unanswered writes that turned out applied, and those that did not. */
  uncertainApplied: number;
  uncertainAbsent: number;
  problems: string[];
}

async function read<T>(
  base: string,
  path: string,
  token: string | undefined,
  parse: (body: unknown) => T,
) {
  const answer = await callApi(base, 'GET', path, { token });
  expect(answer.status, `GET ${path}: ${answer.text}`).toBe(200);
  return parse(answer.body);
}

async function likesNow(base: string, key: string, token: string): Promise<boolean> {
  const [kind, id] = key.split(':');
  const userLikes =
    kind === 'set'
      ? (await read(base, `/sets/${id}`, token, (body) => SetSchema.parse(body))).user_likes
      : (await read(base, `/tracks/${id}`, token, (body) => TrackSchema.parse(body))).user_likes;
  return (userLikes ?? 0) > 0;
}

/** Every comment on the set, page after page. */
async function commentsOn(base: string, setId: number) {
  const posts: { id: number; text: string; authorId: number }[] = [];
  for (;;) {
    const page = await read(
      base,
      `/sets/${setId}/posts?limit=100&offset=${posts.length}`,
      undefined,
      (body) => PostsPageSchema.parse(body),
    );
    posts.push(...page.data.map((post) => ({ ...post, authorId: post.author.id })));
    if (page.data.length === 0 || posts.length >= page.pagination.total) return posts;
  }
}

const sameQueue = (a: QueueShape, b: QueueShape) =>
  a.currentSetId === b.currentSetId &&
  a.items.length === b.items.length &&
  a.items.every((item, index) => item.setId === b.items[index]?.setId);

const describeQueue = (shape: QueueShape) =>
  `[${shape.items.map((item) => (item.setId === shape.currentSetId ? `*${item.setId}` : item.setId)).join(', ')}]`;

export async function verifyWrites(
  base: string,
  ledgers: WriterLedger[],
  targets: Targets,
): Promise<Verdict> {
  const verdict: Verdict = {
    acknowledged: 0,
    found: 0,
    uncertainApplied: 0,
    uncertainAbsent: 0,
    problems: [],
  };
  const uncertain = (applied: boolean) => {
    if (applied) verdict.uncertainApplied += 1;
    else verdict.uncertainAbsent += 1;
  };
  const comments = new Map<number, Awaited<ReturnType<typeof commentsOn>>>();
  for (const setId of targets.commentedSets) {
    comments.set(setId, await commentsOn(base, setId));
  }

  for (const ledger of ledgers) {
    const { writer } = ledger;
    verdict.acknowledged += ledger.acknowledged;

    for (const [key, record] of ledger.toggles) {
      const liked = await likesNow(base, key, writer.token);
      if (record.uncertain) uncertain(liked !== record.liked);
      else if (liked !== record.liked) {
        verdict.problems.push(
          `${writer.username} ${key}: told liked=${record.liked}, reads ${liked}`,
        );
        continue;
      }
      verdict.found += record.acknowledged;
    }

    const mine = [...comments.values()].flat().filter((post) => post.authorId === writer.id);
    for (const [text, record] of ledger.comments) {
      const stored = mine.filter((post) => post.text === text);
      const present = stored.length === 1;
      if (stored.length > 1) verdict.problems.push(`${text}: stored ${stored.length} times`);
      else if (record.state === 'written' && !(present && stored[0]?.id === record.id)) {
        verdict.problems.push(`${text}: acknowledged as comment ${record.id}, not found`);
      } else if (record.state === 'deleted' && present) {
        verdict.problems.push(`${text}: acknowledged as deleted, still there`);
      } else {
        if (record.state === 'written?') uncertain(present);
        if (record.state === 'deleted?') uncertain(!present);
        verdict.found += record.acknowledged;
      }
    }
    for (const post of mine) {
      if (!ledger.comments.has(post.text)) verdict.problems.push(`phantom comment: ${post.text}`);
    }

    const { queue } = ledger;
    const stored = await read(base, '/queue', writer.token, (body) => QueueSchema.parse(body));
    const now = shapeOf(stored);
    const orders = stored.data.map((item) => item.order);
    if (orders.some((order, index) => order !== index + 1)) {
      verdict.problems.push(`${writer.username} queue orders not 1..n: ${orders.join(',')}`);
    }
    if (sameQueue(now, queue.shape)) {
      if (queue.pending) uncertain(false);
      verdict.found += queue.acknowledged;
    } else if (queue.pending && sameQueue(now, applyQueueChange(queue.shape, queue.pending))) {
      uncertain(true);
      verdict.found += queue.acknowledged;
    } else {
      verdict.problems.push(
        `${writer.username} queue: told ${describeQueue(queue.shape)}` +
          `${queue.pending ? ` (then ${JSON.stringify(queue.pending)} unanswered)` : ''}, reads ${describeQueue(now)}`,
      );
    }
  }
  return verdict;
}
