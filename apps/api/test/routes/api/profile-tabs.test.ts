import {
  ArtistsPageSchema,
  ErrorBodySchema,
  LabelsPageSchema,
  SetsPageSchema,
  TracksPageSchema,
} from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  engagementTestApp,
  get,
  HOSTILE_IDS,
  parsed,
  put,
  refused,
  type Caller,
} from './engagement-fixture.ts';
import { TRACKS } from './music-fixture.ts';

// GET /api/users/{id}/sets|tracks|ids|artists|labels: the profile's tabs (spec.md section 2,
// /profile: Liked Sets, Liked Tracks, Watched IDs, Liked Artists, Liked Labels). Newest favourite
// or follow first, 20 a page, each item with the caller's own fields; only one's own.

const test = engagementTestApp();

const TABS = {
  sets: SetsPageSchema,
  tracks: TracksPageSchema,
  ids: TracksPageSchema,
  artists: ArtistsPageSchema,
  labels: LabelsPageSchema,
} as const;
type Tab = keyof typeof TABS;

async function tab<Name extends Tab>(name: Name, caller: Caller, query = '') {
  const response = await get(test.app, `/api/users/${caller.id}/${name}${query}`, caller);
  return parsed(response, TABS[name]) as z.output<(typeof TABS)[Name]>;
}
const ids = (page: { data: { id: number }[] }) => page.data.map((item) => item.id);

async function ok(url: string, caller: Caller) {
  const response = await put(test.app, url, caller);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
}

describe('Liked Sets', () => {
  it('lists the favourite sets, newest first, paged, each with its fields', async () => {
    for (const id of [5, 2, 9, 11]) await ok(`/api/favs/set/${id}`, test.alice);
    await ok('/api/favs/set/11', test.alice);
    const page = await tab('sets', test.alice);
    expect(ids(page)).toEqual([9, 2, 5]);
    expect(page.pagination).toEqual({ offset: 0, count: 3, total: 3 });
    for (const set of page.data) expect(set.user_fav).toMatchObject({ is_fav: true });

    const first = await tab('sets', test.alice, '?limit=2');
    expect(ids(first)).toEqual([9, 2]);
    expect(first.pagination).toEqual({ offset: 0, count: 2, total: 3 });
    const second = await tab('sets', test.alice, '?limit=2&offset=2');
    expect(ids(second)).toEqual([5]);
    expect(second.pagination.total).toBe(3);
    const beyond = await tab('sets', test.alice, '?offset=40');
    expect(beyond).toEqual({ data: [], pagination: { offset: 40, count: 0, total: 3 } });

    // Unfavourited, it leaves; favourited again, it comes back as the newest.
    await ok('/api/favs/set/2', test.alice);
    expect(ids(await tab('sets', test.alice))).toEqual([9, 5]);
    await ok('/api/favs/set/5', test.alice);
    await ok('/api/favs/set/5', test.alice);
    expect(ids(await tab('sets', test.alice))).toEqual([5, 9]);
    // Hiding one's likes of a set is not a favourite of it.
    await ok('/api/favs/set/12/likes-toggle', test.alice);
    expect(ids(await tab('sets', test.alice))).toEqual([5, 9]);
    expect(await tab('sets', test.bob)).toEqual({
      data: [],
      pagination: { offset: 0, count: 0, total: 0 },
    });
  });
});

describe('Liked Tracks and Watched IDs', () => {
  it('lists favourite released tracks and watched IDs apart, newest first', async () => {
    const released = TRACKS.filter((t) => t.mix_type !== 'ID').slice(0, 3);
    const watched = TRACKS.filter((t) => t.mix_type === 'ID').slice(0, 2);
    for (const track of [released[0]!, watched[0]!, released[1]!, watched[1]!, released[2]!]) {
      await ok(`/api/favs/track/${track.id}`, test.alice);
    }
    await ok(`/api/favs/track/${released[1]!.id}/likes`, test.alice);
    const tracks = await tab('tracks', test.alice);
    expect(ids(tracks)).toEqual([released[2]!.id, released[1]!.id, released[0]!.id]);
    expect(tracks.pagination.total).toBe(3);
    for (const track of tracks.data) {
      expect(track).toMatchObject({ is_fav: true, user_fav: { is_fav: true } });
    }
    expect(tracks.data[1]).toMatchObject({ user_likes: 1, user_fav: { user_likes: 1 } });

    const idsTab = await tab('ids', test.alice);
    expect(ids(idsTab)).toEqual([watched[1]!.id, watched[0]!.id]);
    expect(idsTab.pagination).toEqual({ offset: 0, count: 2, total: 2 });
    expect(idsTab.data.every((track) => track.mix_type === 'ID' && track.is_fav)).toBe(true);
    expect((await tab('ids', test.alice, '?offset=2')).pagination.total).toBe(2);

    // A purchase alone is no favourite.
    await ok(`/api/favs/track/${TRACKS[40]!.id}/purchase`, test.bob);
    expect((await tab('tracks', test.bob)).data).toEqual([]);
  });
});

describe.each([
  ['artists', 'artist'],
  ['labels', 'label'],
] as const)('Liked %s', (name, kind) => {
  it('lists the followed ones, newest first, each with its relation', async () => {
    for (const id of [4, 1, 3]) await ok(`/api/stats/${kind}/${id}/follow`, test.bob);
    await ok(`/api/stats/${kind}/1/likes-toggle`, test.bob);
    await ok(`/api/stats/${kind}/6/likes-toggle`, test.bob);
    const page = await tab(name, test.bob);
    expect(ids(page)).toEqual([3, 1, 4]);
    expect(page.pagination).toEqual({ offset: 0, count: 3, total: 3 });
    const relations = page.data.map((item) =>
      'user_stats' in item ? item.user_stats : item.user_label_stats,
    );
    expect(relations.map((r) => [r?.is_followed, r?.show_likes])).toEqual([
      [true, true],
      [true, false],
      [true, true],
    ]);
    await ok(`/api/stats/${kind}/1/follow`, test.bob);
    expect(ids(await tab(name, test.bob, '?limit=1&offset=1'))).toEqual([4]);
    expect((await tab(name, test.alice)).pagination.total).toBe(0);
  });
});

describe('who may read a tab', () => {
  it.each(Object.keys(TABS) as Tab[])('%s: only its user', async (name) => {
    const own = `/api/users/${test.alice.id}/${name}`;
    refused(await get(test.app, own), 401);
    refused(await get(test.app, own, { authorization: 'Bearer expired.or.forged' }), 401);
    // Another user's, and an id of nobody alike: refused before looking.
    refused(await get(test.app, own, test.bob), 403);
    refused(await get(test.app, `/api/users/999999/${name}`, test.bob), 403);
    for (const bad of HOSTILE_IDS) {
      refused(await get(test.app, `/api/users/${bad}/${name}`, test.alice), 422);
    }
    refused(await get(test.app, `${own}?limit=1000`, test.alice), 422);
    refused(await get(test.app, `${own}?offset=-1`, test.alice), 422);
  });

  it('/api/users/un/… is the sign-in method look-up, never a tab of a user "un"', async () => {
    const response = await get(test.app, '/api/users/un/sets', test.alice);
    refused(response, 404);
    expect(ErrorBodySchema.parse(response.json()).description).toMatch(/username/);
  });
});
