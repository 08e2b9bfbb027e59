import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_IMAGES } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('the default images', () => {
  it.each(Object.entries(DEFAULT_IMAGES))(
    'of an %s are served where default_img_xl points, on an empty catalog too',
    async (_kind, path) => {
      const response = await testApp.app.inject({ url: `/media${path}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 600 600"/);
      expect(response.body).not.toMatch(/<text/);
    },
  );
});

describe('a server starting again on the same media folder', () => {
  it('leaves the default images as they are, and puts back one that was changed', async () => {
    const [kept, changed] = Object.values(DEFAULT_IMAGES).map((path) =>
      join(testApp.config.mediaDir, path),
    );
    if (!kept || !changed) throw new Error('two default images expected');
    const keptModified = statSync(kept).mtimeMs;
    writeFileSync(changed, '<svg/>');
    const again = await buildTestApp({ mediaDir: testApp.config.mediaDir });
    try {
      // The same modification time: browsers' Last-Modified and the kept rendition still hold.
      expect(statSync(kept).mtimeMs).toBe(keptModified);
      const response = await again.app.inject({ url: `/media${Object.values(DEFAULT_IMAGES)[1]}` });
      expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 600 600"/);
    } finally {
      await again.close();
    }
  });
});
