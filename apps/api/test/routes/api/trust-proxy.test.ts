import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

// Behind a reverse proxy every request comes from the proxy's address: the per-address limits
// must count the client the trusted proxy names, and nobody else's X-Forwarded-For.
const PROXY = '10.0.0.2';
let behindProxy: TestApp;
let direct: TestApp;
let oneHop: TestApp;

beforeAll(async () => {
  const limits = { authLimits: { signInMethodLookupsPerAddressPerMinute: 2 } };
  behindProxy = await buildTestApp({ seed: 'none', trustProxy: [PROXY] }, limits);
  direct = await buildTestApp({ seed: 'none' }, limits);
  oneHop = await buildTestApp({ seed: 'none', trustProxy: 1 }, limits);
});

afterAll(async () => {
  await Promise.all([behindProxy.close(), direct.close(), oneHop.close()]);
});

const lookUp = (app: TestApp, remoteAddress: string, forwardedFor: string) =>
  app.app.inject({
    url: '/api/users/un/nobody',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY', () => {
  it('counts each client the trusted proxy forwards on its own', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await lookUp(behindProxy, PROXY, '203.0.113.1')).statusCode).toBe(404);
    }
    expect((await lookUp(behindProxy, PROXY, '203.0.113.1')).statusCode).toBe(429);
    expect((await lookUp(behindProxy, PROXY, '203.0.113.2')).statusCode).toBe(404);
  });

  it('ignores X-Forwarded-For from an address it does not trust', async () => {
    expect((await lookUp(behindProxy, '198.51.100.9', '203.0.113.50')).statusCode).toBe(404);
    expect((await lookUp(behindProxy, '198.51.100.9', '203.0.113.51')).statusCode).toBe(404);
    expect((await lookUp(behindProxy, '198.51.100.9', '203.0.113.52')).statusCode).toBe(429);
  });

  it('trusts no proxy when unset, so a client cannot pick its own address', async () => {
    expect((await lookUp(direct, '198.51.100.7', '203.0.113.60')).statusCode).toBe(404);
    expect((await lookUp(direct, '198.51.100.7', '203.0.113.61')).statusCode).toBe(404);
    expect((await lookUp(direct, '198.51.100.7', '203.0.113.62')).statusCode).toBe(429);
  });

  it('with a number of hops, takes the address the nearest proxy saw, not what the client wrote', async () => {
    // The client wrote the first entry; the one proxy appended the address it saw.
    const spoofing = (n: number) => `198.18.0.${n}, 203.0.113.70`;
    expect((await lookUp(oneHop, PROXY, spoofing(1))).statusCode).toBe(404);
    expect((await lookUp(oneHop, PROXY, spoofing(2))).statusCode).toBe(404);
    expect((await lookUp(oneHop, PROXY, spoofing(3))).statusCode).toBe(429);
    expect((await lookUp(oneHop, PROXY, '203.0.113.71')).statusCode).toBe(404);
  });
});
