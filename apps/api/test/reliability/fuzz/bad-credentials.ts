import { randomUUID } from 'node:crypto';
import { createAccessTokens } from '../../../src/auth/access-tokens.ts';
import type { TestApp } from '../../helpers/build-app.ts';

const HOUR = 60 * 60 * 1000;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Authorization headers that must identify nobody: an expired token of ours, one signed with
 * another secret, one that names no algorithm, malformed ones, and credentials of no account.
 * Each speaks for user 1 where it names anyone, so a server that trusted it would act for them.
 */
export async function unusableAuthorizations({ config }: TestApp): Promise<string[]> {
  if (!config.jwtSecret) throw new Error('The test app signs with a secret of its own.');
  const claims = { userId: 1, sessionId: randomUUID() };
  const expired = await createAccessTokens(config.jwtSecret, () => Date.now() - 2 * HOUR).issue(
    claims,
  );
  const foreign = await createAccessTokens(
    'another-secret-of-at-least-32-characters',
    Date.now,
  ).issue(claims);
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    sub: '1',
    sid: claims.sessionId,
    iss: 'rabbithole',
    aud: 'rabbithole-api',
    iat: now,
    exp: now + 3600,
  })}.`;
  return [
    `Bearer ${expired}`,
    `Bearer ${foreign}`,
    `Bearer ${unsigned}`,
    'Bearer not-a-token',
    'Bearer ',
    'Bearer a.b.c',
    `Bearer ${'a'.repeat(8_000)}`,
    'Token abc',
    `Basic ${Buffer.from('nobody:wrong password').toString('base64')}`,
    'Basic !!!not-base64',
  ];
}
