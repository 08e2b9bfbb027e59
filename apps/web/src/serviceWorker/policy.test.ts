import { describe, expect, it } from 'vitest';
import { cacheNameOf, cachesToDelete, strategyFor } from './policy.ts';

const origin = 'https://rabbithole.example';
const get = (path: string, mode: RequestMode = 'cors') => ({
  method: 'GET',
  mode,
  url: new URL(path, origin).href,
});

describe('strategyFor', () => {
  it('answers navigations network first, whatever client-side route they are for', () => {
    for (const path of ['/', '/home', '/sets/12?tab=tracks', '/login']) {
      expect(strategyFor(get(path, 'navigate'), origin), path).toBe('navigation');
    }
  });

  it('serves hashed assets cache first', () => {
    expect(strategyFor(get('/assets/index-DY7UAPKX.js'), origin)).toBe('asset');
    expect(strategyFor(get('/assets/style-ynvCQC3y.css', 'no-cors'), origin)).toBe('asset');
  });

  it('never intercepts the API, audio and art, or share previews, navigated to or fetched', () => {
    const paths = [
      '/api/me',
      '/api',
      '/api/docs',
      '/media/audio/set.mp3',
      '/public/preview/sets/3',
    ];
    for (const path of paths) {
      expect(strategyFor(get(path), origin), path).toBe('network');
      expect(strategyFor(get(path, 'navigate'), origin), path).toBe('network');
    }
  });

  it('leaves writes, other origins and unhashed files to the network', () => {
    expect(strategyFor({ ...get('/assets/index-abc.js'), method: 'POST' }, origin)).toBe('network');
    expect(strategyFor(get('https://cdn.example/assets/a-1.js'), origin)).toBe('network');
    expect(strategyFor(get('https://apis.google.com/js/api.js'), origin)).toBe('network');
    for (const path of ['/sw.js', '/manifest.webmanifest', '/favicon.svg', '/apiary.png']) {
      expect(strategyFor(get(path), origin), path).toBe('network');
    }
  });
});

describe('cachesToDelete', () => {
  it("keeps the new version's cache and the previous one, for tabs still running it", () => {
    const names = ['rabbithole-v1', 'rabbithole-v2', 'rabbithole-v3'];
    expect(cachesToDelete(names, cacheNameOf('v3'))).toEqual(['rabbithole-v1']);
  });

  it('deletes nothing on a first install or when only the previous version exists', () => {
    expect(cachesToDelete(['rabbithole-v1'], 'rabbithole-v1')).toEqual([]);
    expect(cachesToDelete(['rabbithole-v1', 'rabbithole-v2'], 'rabbithole-v2')).toEqual([]);
  });

  it("never touches caches that are not the worker's", () => {
    const names = ['other-app', 'rabbithole-v1', 'rabbithole-v2', 'rabbithole-v3'];
    expect(cachesToDelete(names, 'rabbithole-v3')).toEqual(['rabbithole-v1']);
  });
});
