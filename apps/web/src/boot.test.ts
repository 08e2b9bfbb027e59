import { describe, expect, it } from 'vitest';
import { serializeBoot, type Boot } from './boot.ts';

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
