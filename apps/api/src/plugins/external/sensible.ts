import sensible from '@fastify/sensible';

/**
 * HTTP errors by name (`reply.notFound()`, `app.httpErrors.conflict()`); the central error
 * handler (plugins/app/errors.ts) answers them as `{code, message, description}`.
 */
export default sensible;
