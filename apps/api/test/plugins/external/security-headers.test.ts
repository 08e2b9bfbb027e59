import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
