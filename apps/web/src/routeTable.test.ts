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

const { routeTable, startRouteAtBoot, startRouteReads } = await import('./routeTable.ts');
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
  it("starts a page's first reads once per address", () => {
    preloaded.length = 0;
    startRouteReads('/sets/42', '');
    startRouteReads('/sets/42', '');
    startRouteReads('/sets/not-an-id', '');
    startRouteReads('/search', 's=%20acid%20');
    const [set, ...searches] = preloaded;
    expect(set).toBe('/api/sets/42');
    expect(searches.map((key) => /^\/api\/(\w+)\?.*search=acid&/.exec(key)?.[1])).toEqual([
      'artists',
      'labels',
      'tracks',
      'sets',
    ]);
  });
});

// A mocked module counts its first load only, so the cases run in this order.
describe('startRouteAtBoot', () => {
  it('loads no code for a page the visitor is sent away from', async () => {
    startRouteAtBoot('/home', '', storage({}));
    startRouteAtBoot('/login', '', signedIn);
    await settled();
    expect(loaded).toEqual({ shell: 0, setPage: 0, homePage: 0, loginPage: 0 });
  });

  it('starts the reads at once, then the page and the app shell, for a stored session', async () => {
    preloaded.length = 0;
    startRouteAtBoot('/sets/7', '', signedIn);
    expect(preloaded).toEqual(['/api/sets/7']);
    // The chunks wait a task, so the reads are on the wire first.
    expect(loaded.setPage).toBe(0);
    await settled();
    expect(loaded).toEqual({ shell: 1, setPage: 1, homePage: 0, loginPage: 0 });
  });

  it("starts a guest page's chunk; a Firebase session counts as stored", async () => {
    startRouteAtBoot('/login', '', storage({}));
    startRouteAtBoot('/home', '', storage({ firebaseSession: '1' }));
    await settled();
    expect(loaded).toEqual({ shell: 1, setPage: 1, homePage: 1, loginPage: 1 });
  });
});
