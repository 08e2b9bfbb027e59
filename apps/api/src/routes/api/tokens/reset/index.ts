import { requestPasswordReset, resetPassword, validationErrorBody } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../../contract-route.ts';

/** `/api/tokens/reset`: forgotten passwords (spec.md sections 2 and 7). */
export default async function passwordResetRoutes(app: FastifyInstance) {
  contractRoute(app, requestPasswordReset, async (request, reply) => {
    await app.rateLimits.enforce('resetRequestsPerAddress', request.ip);
    await app.rateLimits.enforce('resetRequestsPerEmail', request.body.email);
    app.passwordResets.request(request.body.email);
    return reply.code(204).send(null);
  });

  contractRoute(app, resetPassword, async (request, reply) => {
    const { token, new_password } = request.body;
    if (!(await app.passwordResets.complete(token, new_password))) {
      return reply.code(422).send(
        validationErrorBody('json', {
          token: ['This reset link is invalid, used or expired. Ask for a new one.'],
        }),
      );
    }
    return reply.code(204).send(null);
  });
}
