// A signed-in listener for the benchmarks that need one: a fresh account on the server under
// test, signed in with its password, and its session as the web app keeps it (localStorage,
// spec.md section 4).
import {
  createTokens,
  createUser,
  listSets,
  successSchemaOf,
  urlOf,
} from '@rabbithole/api-contract';
import type { BrowserContext } from 'playwright-core';

export interface Session {
  accessToken: string;
  /** The three localStorage entries of a signed-in web app. */
  storage: { accessToken: string; refreshToken: string; tokenExpiry: string };
}

export async function signIn(serverUrl: string, name = 'bench'): Promise<Session> {
  const suffix = Math.random().toString(16).slice(2, 10);
  const account = {
    username: `${name}-${suffix}`,
    email: `${name}-${suffix}@example.com`,
    password: `pw-${suffix}-${suffix}`,
  };
  const created = await fetch(urlOf(createUser, {}, serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, about_me: '', auth_provider: 'web_client' }),
  });
  if (created.status !== 201) throw new Error(`registering answered ${created.status}`);
  const basic = Buffer.from(`${account.username}:${account.password}`).toString('base64');
  const response = await fetch(urlOf(createTokens, {}, serverUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}`);
  const pair = successSchemaOf(createTokens).parse(await response.json());
  return {
    accessToken: pair.access_token,
    storage: {
      accessToken: pair.access_token,
      refreshToken: pair.refresh_token,
      tokenExpiry: new Date(Date.now() + pair.expires_in * 1000).toISOString(),
    },
  };
}

/**
 * The cookie the web app writes beside its stored access token (apps/web/src/sessionCookie.ts),
 * with which the server renders a signed-in page for its first response.
 */
export const SESSION_COOKIE = 'rh_session';

/** Every page of the context starts signed in, as after a sign-in in an earlier visit. */
export async function signInContext(
  context: BrowserContext,
  session: Session,
  serverUrl: string,
): Promise<void> {
  await context.addInitScript((storage) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, session.storage);
  await context.addCookies([
    { name: SESSION_COOKIE, value: session.accessToken, url: serverUrl, sameSite: 'Lax' },
  ]);
}

/** The richest demo set: a curator, genres and a track list (the set-page journey's choice). */
export async function demoSetId(serverUrl: string): Promise<number> {
  const response = await fetch(urlOf(listSets, { query: { limit: 20 } }, serverUrl));
  const { data } = successSchemaOf(listSets).parse(await response.json());
  const set = data.find((s) => s.set_sponsors.length > 0 && s.track_count > 0 && s.genre);
  if (!set) throw new Error('the demo seed has no set with a curator, genres and tracks');
  return set.id;
}

/** The pages design.md section 6 budgets: /login as a guest meets it, /home and a set signed in. */
export async function budgetedPages(serverUrl: string) {
  const setPage = `/sets/${await demoSetId(serverUrl)}`;
  return [
    { path: '/login', signedIn: false },
    { path: '/home', signedIn: true },
    { path: setPage, signedIn: true },
  ];
}
