import { validationErrorBody, type ValidationErrorBody } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import type { MomentRefusal } from './listening-repository.ts';

/**
 * A refused moment in design.md's shapes: a 404 is thrown; a moment past the set's end answers
 * the 422 naming `field`, as a comment's moment past its end does (routes/api/posts).
 */
export function momentRefusal(
  app: FastifyInstance,
  refusal: MomentRefusal,
  field: string,
): { status: 422; body: ValidationErrorBody } {
  switch (refusal.why) {
    case 'unknown-set':
      throw app.httpErrors.notFound('No set has this id.');
    case 'no-track':
      throw app.httpErrors.notFound('No track plays at that moment of the set.');
    case 'past-end':
      return {
        status: 422,
        body: validationErrorBody('json', {
          [field]: [`Must be within the set: at most its duration, ${refusal.durationMs} ms.`],
        }),
      };
  }
}
