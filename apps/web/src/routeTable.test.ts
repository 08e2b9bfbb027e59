import type * as swr from 'swr';
import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ shell: 0, setPage: 0, homePage: 0, loginPage: 0 }));
vi.mock('./shell/AppShell.tsx', () => {
  loaded.shell += 1;
  return {};
});
vi.mock('./routes/SetPage.tsx', () => {
  loaded.setPage += 1;
  return {};
});
vi.mock('./routes/HomePage.tsx', () => {
  loaded.homePage += 1;
  return {};
});
vi.mock('./routes/LoginPage.tsx', () => {
  loaded.loginPage += 1;
  return {};
});

const preloaded = vi.hoisted(() => [] as string[]);
vi.mock('swr', async (actual) => ({
  ...(await actual<typeof swr>()),
  preload: (key: string) => {
    preloaded.push(key);
    return Promise.resolve();
  },
}));

const { pageLoader, routeTable, startRouteAtBoot, startRouteReads } =
  await import('./routeTable.ts');
const { publicPages, signedInPages, guestOnlyPages } = await import('./paths.ts');

function storage(entries: Record<string, string>): Storage {
  return { getItem: (key: string) => entries[key] ?? null } as Storage;
}
const signedIn = storage({ accessToken: 'a-token' });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('routeTable', () => {
  it('has one entry for every page', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    const pages = [...guestOnlyPages, ...publicPages, ...signedInPages].map((page) => page.path);
    expect([...paths].sort()).toEqual([...pages].sort());
  });
});

describe('startRouteReads', () => {
  it("starts a page's first reads once per address, from their own chunk", async () => {
    preloaded.length = 0;
    startRouteReads('/sets/42', '');
    startRouteReads('/sets/42', '');
    startRouteReads('/sets/not-an-id', '');
    startRouteReads('/search', 's=%20acid%20');
    await expect.poll(() => preloaded.length).toBe(5);
    const [set, ...searches] = preloaded;
    expect(set).toBe('/api/sets/42');
    expect(searches.map((key) => /^\/api\/(\w+)\?.*search=acid&/.exec(key)?.[1])).toEqual([
      'artists',
      'labels',
      'tracks',
      'sets',
    ]);
  });

  it('starts none for a page outside the signed-in area (/login loads no read code)', async () => {
    preloaded.length = 0;
    startRouteReads('/login', '');
    startRouteReads('/about', '');
    startRouteReads('/sets/45', '');
    await expect.poll(() => preloaded).toEqual(['/api/sets/45']);
  });

  it('starts no read while the browser is offline: the page reads for itself once it can show', async () => {
    preloaded.length = 0;
    vi.stubGlobal('navigator', { onLine: false });
    try {
      startRouteReads('/sets/43', '');
    } finally {
      vi.unstubAllGlobals();
    }
    startRouteReads('/sets/44', '');
    await expect.poll(() => preloaded).toEqual(['/api/sets/44']);
  });
});

// A mocked module counts its first load only, so the cases run in this order.
describe('startRouteAtBoot', () => {
  it('loads no code and starts no read for a page the visitor is sent away from', async () => {
    preloaded.length = 0;
    await startRouteAtBoot('/home', '', storage({}));
    await startRouteAtBoot('/login', '', signedIn);
    await settled();
    expect(loaded).toEqual({ shell: 0, setPage: 0, homePage: 0, loginPage: 0 });
    expect(preloaded).toEqual([]);
  });

  it('starts the reads, then the page and the app shell, for a stored session', async () => {
    preloaded.length = 0;
    const ready = startRouteAtBoot('/sets/7', '', signedIn);
    // The chunks wait a task, so the reads' chunk is asked for first.
    expect(loaded.setPage).toBe(0);
    await ready;
    // The signed-in pages are one chunk (routes/signedInPages.ts): the set page's brings home's.
    expect(loaded).toEqual({ shell: 1, setPage: 1, homePage: 1, loginPage: 0 });
    await expect.poll(() => preloaded).toEqual(['/api/sets/7']);
  });

  it("starts a guest page's chunk and answers once it loaded; a Firebase session counts as stored", async () => {
    const loginReady = startRouteAtBoot('/login', '', storage({}));
    // The first render waits for this answer: it must not come before the page's code.
    expect(loaded.loginPage).toBe(0);
    await loginReady;
    expect(loaded.loginPage).toBe(1);
    preloaded.length = 0;
    await startRouteAtBoot('/home', '', storage({ firebaseSession: '1' }));
    expect(loaded).toEqual({ shell: 1, setPage: 1, homePage: 1, loginPage: 1 });
    // Kept, not sent to /login: home's reads start.
    await expect.poll(() => preloaded.some((key) => key.startsWith('/api/featured/'))).toBe(true);
  });

  it('hands React.lazy a page loaded at boot at once, and any other as a promise', () => {
    const chunkOf = (path: string) => routeTable.find((entry) => entry.path === path)!.chunk;
    let login: unknown;
    void pageLoader(chunkOf('/login'))().then((module) => {
      login = module;
    });
    // Called back before this line, not a microtask later: React renders it in the same pass.
    expect(login).toBeDefined();
    expect(pageLoader(chunkOf('/search'))()).toBeInstanceOf(Promise);
  });
});
