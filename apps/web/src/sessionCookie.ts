import { TOKEN_STORAGE_KEYS } from '@rabbithole/feature-kit';

/**
 * The cookie that tells the server whose page a navigation asks for, so it can send the page
 * rendered (server/render.tsx). It mirrors the access token the token manager keeps in
 * localStorage (spec.md section 4) and is read only to render HTML: the API itself takes the
 * Bearer header alone, so the cookie can neither authorize a change nor be forged into one
 * (SameSite=Lax keeps it off cross-site subrequests besides).
 */
export const SESSION_COOKIE = 'rh_session';

// The page is only rendered while the token is valid (an hour); past that the server sends the
// shell and the client refreshes the token as before, which writes the cookie again.
const MAX_AGE_SECONDS = 30 * 24 * 3600;

type CookieJar = Pick<Document, 'cookie'> & { location: Pick<Location, 'protocol'> };

function writeCookie(jar: CookieJar, token: string | null): void {
  const secure = jar.location.protocol === 'https:' ? '; Secure' : '';
  jar.cookie =
    token === null
      ? `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * `storage` with every write of the access token copied to the session cookie, and the cookie
 * brought in line with what is stored now (a session from before the cookie existed, or
 * localStorage cleared under a cookie still set).
 */
export function storageMirroredToCookie(storage: Storage, jar: CookieJar = document): Storage {
  const key = TOKEN_STORAGE_KEYS.accessToken;
  writeCookie(jar, storage.getItem(key));
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (name) => storage.getItem(name),
    setItem(name, value) {
      storage.setItem(name, value);
      if (name === key) writeCookie(jar, value);
    },
    removeItem(name) {
      storage.removeItem(name);
      if (name === key) writeCookie(jar, null);
    },
    clear() {
      storage.clear();
      writeCookie(jar, null);
    },
  };
}
