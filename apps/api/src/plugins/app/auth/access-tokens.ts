import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import { createAccessTokens, type AccessTokens } from '../../../auth/access-tokens.ts';
import { loadJwtSecret } from '../../../auth/jwt-secret.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
}

export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const secret = loadJwtSecret(config.jwtSecret, config.dataDir);
    app.decorate('accessTokens', createAccessTokens(secret, app.clock));
  },
  { name: 'access-tokens', dependencies: ['clock'] },
);
