import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import type { Clock } from '../../../auth/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time everything that expires reads (tokens, sessions, reset links, rate limits). */
    clock: Clock;
  }
}

export default fp(
  async (app: FastifyInstance, { clock }: AppPluginOptions) => {
    app.decorate('clock', clock);
  },
  { name: 'clock' },
);
