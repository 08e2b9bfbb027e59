import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base64url, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/auth/access-tokens.ts';
import { loadJwtSecret } from '../../src/auth/jwt-secret.ts';
import { MINUTE, testClock } from '../helpers/clock.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const claims = { userId: 7, sessionId: '0b6f2c1e-4a59-4c2b-9a55-1f2d3c4b5a69' };

describe('access tokens', () => {
  it('carry the user in sub and the session in sid, for 60 minutes of the clock', async () => {
    const time = testClock();
    const tokens = createAccessTokens(SECRET, time.clock);
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    time.advance(60 * MINUTE - 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    time.advance(1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse another secret, a changed payload, alg none and another HMAC algorithm', async () => {
    const tokens = createAccessTokens(SECRET, Date.now);
    const token = await tokens.issue(claims);
    expect(await createAccessTokens(`${SECRET}!`, Date.now).verify(token)).toBeNull();

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as object;
    const otherUser = base64url.encode(JSON.stringify({ ...forged, sub: '8' }));
    expect(await tokens.verify(`${header}.${otherUser}.${signature}`)).toBeNull();

    const none = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    expect(await tokens.verify(`${none}.${payload}.`)).toBeNull();

    const hs512 = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setIssuer('rabbithole')
      .setAudience('rabbithole-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(hs512)).toBeNull();
  });

  it('refuse a token of ours for another audience or without a session', async () => {
    const tokens = createAccessTokens(SECRET, Date.now);
    const key = new TextEncoder().encode(SECRET);
    const base = () =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuer('rabbithole')
        .setIssuedAt()
        .setExpirationTime('1h');
    expect(await tokens.verify(await base().setAudience('elsewhere').sign(key))).toBeNull();
    const sessionless = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('rabbithole')
      .setAudience('rabbithole-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await tokens.verify(sessionless)).toBeNull();
    expect(await tokens.verify('not a jwt')).toBeNull();
  });
});

describe('the JWT secret', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'rabbithole-secret-'));
    dirs.push(dir);
    return dir;
  };

  it('is JWT_SECRET when set, and then nothing is written', () => {
    const dir = freshDir();
    expect(loadJwtSecret(SECRET, dir)).toBe(SECRET);
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it('is generated once into DATA_DIR, readable by the owner only, and kept across starts', () => {
    const dir = freshDir();
    const first = loadJwtSecret(null, dir);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret(null, dir)).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadJwtSecret(null, freshDir())).not.toBe(first);
  });

  it('refuses a kept secret too short to be one, saying what to do', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'jwt-secret'), 'short');
    expect(() => loadJwtSecret(null, dir)).toThrow(/delete it to have a new one generated/);
  });
});
