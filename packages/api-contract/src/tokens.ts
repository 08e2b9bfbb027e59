import { z } from 'zod/mini';
import { defineEndpoint, errorResponses, NoContentSchema } from './endpoint.ts';
import { routes } from './routes.ts';
import { EmailSchema, PasswordSchema } from './users.ts';

/** design.md section 2 and spec.md section 9: access tokens live 60 minutes. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;

export const TokenPairSchema = z.object({
  /** A signed JWT for `Authorization: Bearer`. */
  access_token: z.string(),
  /** Opaque and single use: `PUT /api/tokens` trades it for a new pair. */
  refresh_token: z.string(),
  /** Seconds the access token is valid from now. */
  expires_in: z.int().check(z.positive()),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

const OpaqueTokenSchema = z.string().check(z.minLength(1), z.maxLength(512));

export const RefreshTokensBodySchema = z.strictObject({
  /** The expired or expiring access token; optional, the refresh token alone decides. */
  access_token: z.optional(z.string().check(z.maxLength(4096))),
  refresh_token: OpaqueTokenSchema,
});
export type RefreshTokensBody = z.input<typeof RefreshTokensBodySchema>;

export const RequestPasswordResetBodySchema = z.strictObject({ email: EmailSchema });
export const ResetPasswordBodySchema = z.strictObject({
  token: OpaqueTokenSchema,
  new_password: PasswordSchema,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

export const createTokens = defineEndpoint({
  ...routes.createTokens,
  summary: 'Sign in with username and password',
  description:
    'HTTP Basic credentials for a token pair. A wrong pair answers 401; repeated failures for a ' +
    'username or from an address answer 429 with `Retry-After`; 503 while the shared rate-limit ' +
    'store (Redis) cannot be reached.',
  tag: 'session',
  access: 'basic',
  responses: { 200: TokenPairSchema, ...errorResponses(429, 503) },
});

export const refreshTokens = defineEndpoint({
  ...routes.refreshTokens,
  summary: 'Rotate the refresh token',
  description:
    'Trades a refresh token for a new pair. A refresh token is good once: presenting a rotated ' +
    'one again ends every session of its family (RFC 9700) and answers 401.',
  tag: 'session',
  access: 'public',
  body: RefreshTokensBodySchema,
  responses: { 200: TokenPairSchema, ...errorResponses(401, 422, 429, 503) },
});

export const deleteTokens = defineEndpoint({
  ...routes.deleteTokens,
  summary: 'Sign out',
  description: "Ends the caller's session: its refresh tokens stop working at once.",
  tag: 'session',
  access: 'bearer',
  responses: { 204: NoContentSchema },
});

export const requestPasswordReset = defineEndpoint({
  ...routes.requestPasswordReset,
  summary: 'Mail a password reset link',
  description:
    'Answers the same for known and unknown addresses; a known one gets a link valid for an hour.',
  tag: 'session',
  access: 'public',
  body: RequestPasswordResetBodySchema,
  responses: { 204: NoContentSchema, ...errorResponses(422, 429, 503) },
});

export const resetPassword = defineEndpoint({
  ...routes.resetPassword,
  summary: 'Set a new password with a reset link',
  description:
    'The token is good once and for an hour; the new password ends every session of the account. ' +
    'An unknown, used or expired token answers 422 naming `token`.',
  tag: 'session',
  access: 'public',
  body: ResetPasswordBodySchema,
  responses: { 204: NoContentSchema, ...errorResponses(422) },
});
