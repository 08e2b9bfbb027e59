import {
  createPost,
  deletePost,
  updatePost,
  validationErrorBody,
  type UpdatePostBody,
} from '@rabbithole/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import type { StoredPost } from '../../../plugins/app/posts/posts-repository.ts';

/**
 * Why a moment cannot be on the set, or null: only a set has moments, and none past its end (the
 * player's position at the very end is its duration).
 */
function momentProblem(moment: number | null, setDurationMs: number | null): string | null {
  if (moment === null) return null;
  if (setDurationMs === null) return 'Only a comment on a set is at a moment of it.';
  if (moment > setDurationMs) {
    return `Must be within the set: at most its duration, ${setDurationMs} ms.`;
  }
  return null;
}

/**
 * `/api/posts…`: writing, editing and deleting one's own comments (spec.md sections 3, 5, 6 and
 * 7). Each write empties the guest read cache, so every reader of the lists sees it at once.
 */
export default async function postsRoutes(app: FastifyInstance) {
  const { postsRepository: posts } = app;

  /** The caller's account: a Google or Apple sign-in no account holds yet has none to write as. */
  function callerOf(request: FastifyRequest): number {
    const userId = request.auth?.userId ?? null;
    if (userId === null) throw app.httpErrors.unauthorized('No account is linked to this sign-in.');
    return userId;
  }

  /** The caller's own comment: 404 when there is none of this id, 403 when it is another's. */
  async function ownPost(id: number, userId: number): Promise<StoredPost> {
    const stored = await posts.find(id);
    if (!stored) throw app.httpErrors.notFound('No comment has this id.');
    if (stored.userId !== userId) throw app.httpErrors.forbidden('This comment is not yours.');
    return stored;
  }

  /** Why an edit cannot apply to the comment as stored, by field; empty when it can. */
  function editProblems(body: UpdatePostBody, stored: StoredPost): Record<string, string[]> {
    const problems: Record<string, string[]> = {};
    const moved = 'A comment cannot be moved: send the one it is on, or leave this out.';
    if (body.set_meta_id !== undefined && body.set_meta_id !== stored.setId) {
      problems.set_meta_id = [moved];
    }
    if (body.track_meta_id !== undefined && body.track_meta_id !== stored.trackId) {
      problems.track_meta_id = [moved];
    }
    const moment = momentProblem(body.set_timestamp ?? null, stored.setDurationMs);
    if (moment !== null) problems.set_timestamp = [moment];
    return problems;
  }

  contractRoute(app, createPost, async (request, reply) => {
    const userId = callerOf(request);
    await app.rateLimits.enforce('commentWritesPerUser', String(userId));
    const { text } = request.body;
    const setId = request.body.set_meta_id ?? null;
    const trackId = request.body.track_meta_id ?? null;
    const setTimestampMs = request.body.set_timestamp ?? null;

    const target = await posts.target(setId, trackId);
    if (target.setDurationMs === undefined) throw app.httpErrors.notFound('No set has this id.');
    if (!target.trackFound) throw app.httpErrors.notFound('No track has this id.');
    if (!target.trackInSet) {
      return reply.code(422).send(
        validationErrorBody('json', {
          track_meta_id: ["This track is not on the set's track list."],
        }),
      );
    }
    const moment = momentProblem(setTimestampMs, target.setDurationMs);
    if (moment !== null) {
      return reply.code(422).send(validationErrorBody('json', { set_timestamp: [moment] }));
    }

    const post = await posts.create({ userId, setId, trackId, text, setTimestampMs });
    if (!post) throw app.httpErrors.notFound('The set or track was deleted meanwhile.');
    await app.readCache.clear();
    return reply.code(201).send(post);
  });

  contractRoute(app, updatePost, async (request, reply) => {
    const userId = callerOf(request);
    await app.rateLimits.enforce('commentWritesPerUser', String(userId));
    const stored = await ownPost(request.params.id, userId);
    const problems = editProblems(request.body, stored);
    if (Object.keys(problems).length > 0) {
      return reply.code(422).send(validationErrorBody('json', problems));
    }
    const post = await posts.update(stored.id, userId, {
      text: request.body.text,
      setTimestampMs: request.body.set_timestamp ?? null,
    });
    if (!post) throw app.httpErrors.notFound('No comment has this id.');
    await app.readCache.clear();
    return post;
  });

  // Not rate-limited: taking back what one wrote is always allowed, and each deletion undoes a
  // write that was counted.
  contractRoute(app, deletePost, async (request, reply) => {
    const userId = callerOf(request);
    const stored = await ownPost(request.params.id, userId);
    if (!(await posts.remove(stored.id, userId))) {
      throw app.httpErrors.notFound('No comment has this id.');
    }
    await app.readCache.clear();
    return reply.code(204).send(null);
  });
}
