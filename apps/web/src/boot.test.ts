import { describe, expect, it } from 'vitest';
import { FIREBASE_SESSION_KEY, memoryStorage } from '@rabbithole/feature-kit';
import { bootToHydrate, serializeBoot, type Boot } from './boot.ts';

const user = {
  id: 7,
  username: 'digger',
  email: 'digger@example.com',
  about_me: '',
  avatar_url: null,
  auth_provider: 'web_client',
  firebase_uid: null,
  is_firebase_user: false,
  role: 'user',
} as Boot['user'];

describe('serializeBoot', () => {
  it('cannot close its script element or open a comment, whatever an answer holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029';
    const text = serializeBoot({ user, fallback: { '/api/sets/1': { set_name: hostile } } });
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ user, fallback: { '/api/sets/1': { set_name: hostile } } });
  });
});

describe('bootToHydrate', () => {
  const visitorPage: Boot = { user: null, fallback: {} };
  const listenerPage: Boot = { user, fallback: {} };

  it("hydrates a visitor's page where nothing is stored, and a listener's page always", () => {
    expect(bootToHydrate(visitorPage, memoryStorage())).toBe(visitorPage);
    expect(bootToHydrate(listenerPage, memoryStorage({ accessToken: 'a' }))).toBe(listenerPage);
    expect(bootToHydrate(undefined, memoryStorage())).toBeUndefined();
  });

  it("renders a visitor's page afresh where a session is stored after all", () => {
    expect(bootToHydrate(visitorPage, memoryStorage({ accessToken: 'a' }))).toBeUndefined();
    expect(
      bootToHydrate(visitorPage, memoryStorage({ [FIREBASE_SESSION_KEY]: '1' })),
    ).toBeUndefined();
  });
});
