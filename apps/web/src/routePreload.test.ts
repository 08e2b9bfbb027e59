import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ shell: 0, setPage: 0, homePage: 0 }));
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

const { preloadRoute, startRoutePreloads } = await import('./routePreload.ts');

function storage(entries: Record<string, string>): Storage {
  return { getItem: (key: string) => entries[key] ?? null } as Storage;
}
const signedIn = storage({ accessToken: 'a-token' });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRoutePreloads', () => {
  it('starts the set page and the app shell for a stored session', async () => {
    startRoutePreloads('/sets/42', signedIn);
    await settled();
    expect(loaded.setPage).toBe(1);
    expect(loaded.shell).toBe(1);
    expect(loaded.homePage).toBe(0);
  });

  it('starts nothing for a visitor, who is sent to /login, nor on a guest-only page', async () => {
    const chunks = { ...loaded };
    const seen: string[] = [];
    preloadRoute('/sets/:id', ({ id }) => seen.push(id ?? ''));
    startRoutePreloads('/sets/7', storage({}));
    startRoutePreloads('/login', signedIn);
    await settled();
    expect(seen).toEqual([]);
    expect(loaded).toEqual(chunks);
  });

  it('gives a registered route its params; a Firebase session counts as stored', () => {
    const seen: string[] = [];
    preloadRoute('/tracks/:id', ({ id }) => seen.push(id ?? ''));
    startRoutePreloads('/tracks/9', storage({ firebaseSession: '1' }));
    startRoutePreloads('/sets/9', storage({ firebaseSession: '1' }));
    expect(seen).toEqual(['9']);
  });
});
