import { memoryStorage } from '@rabbithole/feature-kit';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, storageMirroredToCookie } from './sessionCookie.ts';

/** A document's cookie jar as far as one cookie goes: what the last write set it to. */
function jar(protocol = 'http:') {
  const written: string[] = [];
  return {
    written,
    location: { protocol },
    get cookie() {
      return written.at(-1) ?? '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('storageMirroredToCookie', () => {
  it('copies every write of the access token to the session cookie, and only that key', () => {
    const cookies = jar();
    const storage = storageMirroredToCookie(memoryStorage(), cookies);
    storage.setItem('refreshToken', 'refresh');
    storage.setItem('accessToken', 'a.b/c');
    expect(cookies.written.at(-1)).toBe(
      `${SESSION_COOKIE}=a.b%2Fc; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
    expect(storage.getItem('refreshToken')).toBe('refresh');
    expect(cookies.written).toHaveLength(2);
  });

  it('expires the cookie when the token is removed or the storage cleared', () => {
    const cookies = jar();
    const storage = storageMirroredToCookie(memoryStorage({ accessToken: 't' }), cookies);
    storage.removeItem('accessToken');
    expect(cookies.cookie).toBe(`${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    storage.setItem('accessToken', 't2');
    storage.clear();
    expect(cookies.cookie).toContain('Max-Age=0');
    expect(storage.length).toBe(0);
  });

  it('brings the cookie in line with what is stored at once: set, or cleared', () => {
    const withToken = jar();
    storageMirroredToCookie(memoryStorage({ accessToken: 'kept' }), withToken);
    expect(withToken.cookie).toContain(`${SESSION_COOKIE}=kept;`);
    const without = jar();
    storageMirroredToCookie(memoryStorage(), without);
    expect(without.cookie).toContain('Max-Age=0');
  });

  it('marks the cookie Secure on a page served over https', () => {
    const cookies = jar('https:');
    storageMirroredToCookie(memoryStorage({ accessToken: 't' }), cookies);
    expect(cookies.cookie).toMatch(/; Secure$/);
  });
});
