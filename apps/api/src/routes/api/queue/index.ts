import {
  addToQueue,
  advanceQueue,
  clearQueue,
  getQueue,
  removeFromQueue,
  reorderQueue,
  setQueueCurrent,
  validationErrorBody,
  type Queue,
  type QueueItem,
} from '@rabbithole/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';
import type { QueueOutcome } from '../../../plugins/app/player/queue-repository.ts';

/**
 * `/api/queue…`: the caller's play queue (spec.md section 7, "Queue"). Every answer is the whole
 * queue as the call left it, each set with the caller's own fields, as the set lists show them.
 */
export default async function queueRoutes(app: FastifyInstance) {
  const { queueRepository: queue, userFields } = app;

  /**
   * The caller's account, refusing a body that names another user: spec.md's client sends its
   * own `user_id`, and a queue is only ever its owner's.
   */
  function caller(request: FastifyRequest, body?: { user_id?: number | undefined }): number {
    const userId = accountOf(request);
    if (body?.user_id !== undefined && body.user_id !== userId) {
      throw app.httpErrors.forbidden('This queue is not yours.');
    }
    return userId;
  }

  async function answer(items: QueueItem[], userId: number): Promise<Queue> {
    const filled = await userFields.sets(
      items.map((item) => item.set_meta),
      userId,
    );
    return {
      data: items.map((item, index) => ({ ...item, set_meta: filled[index] ?? item.set_meta })),
    };
  }

  /** The queue a change left, or its refusal thrown as the HTTP error that says why. */
  async function settled(result: QueueOutcome, userId: number): Promise<Queue> {
    if ('queue' in result) return answer(result.queue, userId);
    switch (result.why) {
      case 'unknown-set':
        throw app.httpErrors.notFound('No set has this id.');
      case 'already-queued':
        throw app.httpErrors.conflict('This set is already in the queue.');
      case 'unknown-item':
        throw app.httpErrors.notFound('No queue item has this id.');
      case 'not-yours':
        throw app.httpErrors.forbidden('This queue item is not yours.');
    }
  }

  contractRoute(app, getQueue, async (request) => {
    const userId = caller(request);
    return answer(await queue.list(userId), userId);
  });

  contractRoute(app, addToQueue, async (request, reply) => {
    const userId = caller(request, request.body);
    const result = await queue.add(userId, request.body.set_meta_id);
    return reply.code(201).send(await settled(result, userId));
  });

  contractRoute(app, removeFromQueue, async (request) => {
    const userId = caller(request);
    return settled(await queue.remove(userId, request.params.id), userId);
  });

  contractRoute(app, clearQueue, async (request) => {
    const userId = caller(request);
    return answer(await queue.clear(userId), userId);
  });

  contractRoute(app, reorderQueue, async (request, reply) => {
    const userId = caller(request, request.body);
    const { id, order } = request.body;
    const result = await queue.move(userId, id, order);
    if ('length' in result) {
      const why =
        result.length === 0
          ? 'The queue is empty.'
          : `Must be within the queue: at most ${result.length}.`;
      return reply.code(422).send(validationErrorBody('json', { order: [why] }));
    }
    return settled(result, userId);
  });

  contractRoute(app, setQueueCurrent, async (request) => {
    const userId = caller(request, request.body);
    return settled(await queue.playNow(userId, request.body.set_meta_id), userId);
  });

  contractRoute(app, advanceQueue, async (request) => {
    const userId = caller(request);
    return answer(await queue.advance(userId), userId);
  });
}
