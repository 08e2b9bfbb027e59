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
