import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

let web: string;
let testApp: TestApp;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'rabbithole-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Rabbithole</title>');
  testApp = await buildTestApp({
    seed: 'none',
    webDist: web,
    mediaBaseUrl: 'https://media.example.test/media',
  });
  mkdirSync(join(testApp.config.mediaDir, 'art'), { recursive: true });
  writeFileSync(join(testApp.config.mediaDir, 'art/evil.svg'), SCRIPTED_SVG);
});

afterAll(async () => {
  await testApp.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') =>
  testApp.app.inject({ method: 'GET', url, headers: { accept } });

describe('security headers', () => {
  it('pages may run only our own scripts, cannot be framed, and may show art from the media host', async () => {
    const page = await get('/sets', 'text/html');
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/img-src [^;]*https:\/\/media\.example\.test/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an SVG opened straight from /media runs no script', async () => {
    const svg = await get('/media/art/evil.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API answers are never sniffed as another type, errors included', async () => {
    for (const url of ['/api/healthz', '/api/sets?offset=-1', '/api/nowhere']) {
      const response = await get(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

/** The page policy as a map of directive → sources, from an app built with `overrides`. */
async function pagePolicyWith(overrides: Partial<Config>) {
  const app = await buildTestApp({ seed: 'none', webDist: web, ...overrides });
  try {
    const page = await app.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    return new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
    );
  } finally {
    await app.close();
  }
}

describe('the page policy and Firebase sign-in', () => {
  it('without a Firebase project, allows nothing from elsewhere: scripts, calls and frames stay on this origin', async () => {
    const policy = await pagePolicyWith({ firebaseProjectId: null });
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.has('frame-src')).toBe(false);
    expect(policy.get('default-src')).toBe("'self'");
  });

  it("with a Firebase project, allows exactly what the popup needs: Google's gapi loader, the auth API hosts and the project's auth-domain iframe", async () => {
    const policy = await pagePolicyWith({ firebaseProjectId: 'rabbithole-prod' });
    expect(policy.get('script-src')).toBe("'self' https://apis.google.com");
    expect(policy.get('connect-src')).toBe(
      "'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(policy.get('frame-src')).toBe("'self' https://rabbithole-prod.firebaseapp.com");
    expect(policy.get('frame-ancestors')).toBe("'none'");
  });

  it("with the Auth emulator, also allows the emulator's origin for calls and its helper iframe", async () => {
    const policy = await pagePolicyWith({
      firebaseProjectId: 'demo-rabbithole',
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
    });
    expect(policy.get('connect-src')).toBe(
      "'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099",
    );
    expect(policy.get('frame-src')).toBe(
      "'self' https://demo-rabbithole.firebaseapp.com http://127.0.0.1:9099",
    );
    expect(policy.get('script-src')).toBe("'self' https://apis.google.com");
  });
});
