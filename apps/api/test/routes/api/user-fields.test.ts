import {
  ArtistSchema,
  ArtistsPageSchema,
  LabelSchema,
  LabelsPageSchema,
  SetSchema,
  SetsPageSchema,
  TrackSchema,
  TracksPageSchema,
  type Artist,
  type Label,
  type SetSummary,
  type Track,
} from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { engagementTestApp, get, parsed, put, type Caller } from './engagement-fixture.ts';
import { SETS, TRACKS } from './music-fixture.ts';

// The caller's own fields of every catalog read (design.md section 3): filled for a Bearer, from
// what the engagement endpoints stored; empty (null) for a guest, whose answers stay shared
// through the read cache, which never hands one caller's answer to another.

const ORIGIN = 'https://app.example';
const test = engagementTestApp({ corsOrigins: [ORIGIN] });

// Set 1 is by artist 3 and plays track 6 (an original mix by artist 3 on label 2), track 27 (an
// edit) and ID 34 (credited to artist 7); its tracks are on labels 1 to 4.
const SET = 1;
const TRACK = 6;
const PURCHASED = 27;
const WATCHED_ID = 34;
const ARTIST = 3;
const LABEL = 2;
const PLAYED_MS = 90_000;
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** When the like was made: not known to the test, but an ISO date-time. */
const LIKED_AT: unknown = expect.stringMatching(DATE_TIME);

/** What Alice's fields must be on each item; anything else has the defaults. */
function aliceSet(id: number) {
  return id === SET
    ? {
        is_fav: true,
        show_likes: true,
        user_likes: 1,
        first_liked_date: LIKED_AT,
        current_timestamp: PLAYED_MS,
      }
    : untouchedSet;
}
const untouchedSet = {
  is_fav: false,
  show_likes: true,
  user_likes: 0,
  first_liked_date: null,
  current_timestamp: null,
};

function aliceTrack(id: number) {
  return {
    is_fav: id === TRACK || id === WATCHED_ID,
    show_likes: true,
    user_likes: id === TRACK ? 1 : 0,
    first_liked_date: id === TRACK ? LIKED_AT : null,
    is_purchased: id === PURCHASED,
  };
}
const untouchedTrack = aliceTrack(0);

/** Liked: track 6 (artist 3, label 2) and set 1 (artist 3; plays labels 1 to 4). */
const aliceArtist = (id: number) => ({
  is_followed: id === ARTIST,
  show_likes: true,
  total_user_likes: id === ARTIST ? 2 : 0,
});
const aliceLabel = (id: number) => ({
  is_followed: id === LABEL,
  show_likes: id !== LABEL,
  total_user_likes: id === LABEL ? 2 : id <= 4 ? 1 : 0,
});
const untouchedFollow = { is_followed: false, show_likes: true, total_user_likes: 0 };

type Who = 'alice' | 'bob' | 'guest';

function checkSets(sets: readonly SetSummary[], who: Who) {
  for (const set of sets) {
    const expected = who === 'guest' ? null : who === 'alice' ? aliceSet(set.id) : untouchedSet;
    expect(set.user_fav, `set ${set.id}`).toEqual(expected);
    expect(set.user_likes).toBe(expected?.user_likes ?? null);
  }
}

function checkTracks(tracks: readonly Track[], who: Who) {
  for (const track of tracks) {
    const expected =
      who === 'guest' ? null : who === 'alice' ? aliceTrack(track.id) : untouchedTrack;
    expect(track.user_fav, `track ${track.id}`).toEqual(expected);
    expect([track.is_fav, track.show_likes, track.user_likes]).toEqual(
      expected ? [expected.is_fav, expected.show_likes, expected.user_likes] : [false, false, null],
    );
  }
}

function checkArtists(artists: readonly Artist[], who: Who) {
  for (const artist of artists) {
    const expected =
      who === 'guest' ? null : who === 'alice' ? aliceArtist(artist.id) : untouchedFollow;
    expect(artist.user_stats, `artist ${artist.id}`).toEqual(expected);
  }
}

function checkLabels(labels: readonly Label[], who: Who) {
  for (const label of labels) {
    const expected =
      who === 'guest' ? null : who === 'alice' ? aliceLabel(label.id) : untouchedFollow;
    expect(label.user_label_stats, `label ${label.id}`).toEqual(expected);
  }
}

interface Read<Schema extends z.ZodMiniType = z.ZodMiniType> {
  url: string;
  schema: Schema;
  /** Checks every item of the answer, and answers the ids it holds. */
  check: (body: z.output<Schema>, who: Who) => number[];
}

const read = <Schema extends z.ZodMiniType>(
  url: string,
  schema: Schema,
  check: Read<Schema>['check'],
): Read => ({ url, schema, check }) as Read;

const setsPage = (url: string) =>
  read(url, SetsPageSchema, (page, who) => {
    checkSets(page.data, who);
    return page.data.map((set) => set.id);
  });
const tracksPage = (url: string) =>
  read(url, TracksPageSchema, (page, who) => {
    checkTracks(page.data, who);
    return page.data.map((track) => track.id);
  });
const artistsPage = (url: string) =>
  read(url, ArtistsPageSchema, (page, who) => {
    checkArtists(page.data, who);
    return page.data.map((artist) => artist.id);
  });
const labelsPage = (url: string) =>
  read(url, LabelsPageSchema, (page, who) => {
    checkLabels(page.data, who);
    return page.data.map((label) => label.id);
  });

/** Every catalog read, each with the item of Alice's it must hold. */
const READS: [Read, number][] = [
  [setsPage('/api/sets?limit=100'), SET],
  [setsPage(`/api/sets?search=${encodeURIComponent(SETS[0]!.set_name)}`), SET],
  [setsPage('/api/featured/sets?limit=100'), SET],
  [setsPage(`/api/artists/${ARTIST}/sets`), SET],
  [setsPage(`/api/labels/${LABEL}/sets?limit=100`), SET],
  [setsPage(`/api/tracks/${TRACK}/sets`), SET],
  [
    read(`/api/sets/${SET}`, SetSchema, (set, who) => {
      checkSets([set], who);
      checkTracks(
        set.set_tracks.map((entry) => entry.track_meta),
        who,
      );
      return [set.id, ...set.set_tracks.map((entry) => entry.track_meta_id)];
    }),
    PURCHASED,
  ],
  [tracksPage('/api/tracks?limit=100'), TRACK],
  [
    tracksPage(
      `/api/tracks?search=${encodeURIComponent(TRACKS[TRACK - 1]!.title)}&order_by=title&limit=100`,
    ),
    TRACK,
  ],
  [tracksPage('/api/featured/tracks?limit=100'), TRACK],
  [tracksPage(`/api/artists/${ARTIST}/tracks`), TRACK],
  [tracksPage('/api/artists/7/ids'), WATCHED_ID],
  [tracksPage('/api/artists/6/remixes'), 20],
  [tracksPage(`/api/labels/${LABEL}/tracks`), TRACK],
  [
    read(`/api/tracks/${TRACK}`, TrackSchema, (track, who) => {
      checkTracks([track], who);
      return [track.id];
    }),
    TRACK,
  ],
  [artistsPage('/api/artists'), ARTIST],
  [artistsPage(`/api/artists?search=${encodeURIComponent('Dixon')}`), ARTIST],
  [artistsPage('/api/featured/artists'), ARTIST],
  [artistsPage(`/api/labels/${LABEL}/artists`), ARTIST],
  [
    read(`/api/artists/${ARTIST}`, ArtistSchema, (artist, who) => {
      checkArtists([artist], who);
      return [artist.id];
    }),
    ARTIST,
  ],
  [labelsPage('/api/labels'), LABEL],
  [labelsPage('/api/labels?search=afterlife'), LABEL],
  [labelsPage('/api/featured/labels'), LABEL],
  [labelsPage(`/api/artists/${ARTIST}/labels`), LABEL],
  [
    read(`/api/labels/${LABEL}`, LabelSchema, (label, who) => {
      checkLabels([label], who);
      return [label.id];
    }),
    LABEL,
  ],
];

beforeAll(async () => {
  const { app, alice } = test;
  const ok = async (url: string) => {
    const response = await put(app, url, alice);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  };
  await ok(`/api/favs/set/${SET}`);
  await ok(`/api/favs/set/${SET}/likes`);
  await ok(`/api/favs/track/${TRACK}`);
  await ok(`/api/favs/track/${TRACK}/likes`);
  await ok(`/api/favs/track/${PURCHASED}/purchase`);
  await ok(`/api/favs/track/${WATCHED_ID}`);
  await ok(`/api/stats/artist/${ARTIST}/follow`);
  await ok(`/api/stats/label/${LABEL}/follow`);
  await ok(`/api/stats/label/${LABEL}/likes-toggle`);
  // Where Alice stopped playing set 1 (PUT /plays writes this).
  await app.db.execute(sql`insert into play_progress (user_id, set_id, position_ms)
    values (${alice.id}, ${SET}, ${PLAYED_MS})`);
});

describe('the caller’s own fields', () => {
  it.each(READS.map(([r, id]) => [r.url, r, id] as const))(
    'GET %s: Alice’s for Alice, defaults for Bob, null for a guest',
    async (url, { schema, check }, mustHold) => {
      const callers: [Who, Caller | undefined][] = [
        ['alice', test.alice],
        ['bob', test.bob],
        ['guest', undefined],
      ];
      for (const [who, caller] of callers) {
        const ids = check(parsed(await get(test.app, url, caller), schema), who);
        expect(ids, `${who}: ${url}`).toContain(mustHold);
      }
    },
  );

  it('a wrong or expired token is refused, not answered as a guest', async () => {
    const response = await get(test.app, '/api/sets', { authorization: 'Bearer not.a.token' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/invalid_token/);
  });
});

describe('the read cache and the caller’s fields', () => {
  const url = `/api/featured/sets?limit=7`;

  it('a signed-in read after a guest read gets its own fields; the guest gets the shared answer', async () => {
    const guest = await get(test.app, url, { origin: ORIGIN, 'accept-encoding': 'br' });
    expect(guest.headers['cache-control']).toBe('public, no-cache');
    const tag = String(guest.headers.etag);

    const alice = await get(test.app, url, { ...test.alice.headers, origin: ORIGIN });
    checkSets(parsed(alice, SetsPageSchema).data, 'alice');
    expect(alice.headers['cache-control']).toBe('private, no-cache');
    expect(alice.headers.etag).toBeUndefined();

    const again = await get(test.app, url);
    expect(again.headers.etag).toBe(tag);
    checkSets(parsed(again, SetsPageSchema).data, 'guest');
    // The same answer again, for Bob: his, never Alice's nor the guests'.
    checkSets(parsed(await get(test.app, url, test.bob), SetsPageSchema).data, 'bob');
  });

  it('a guest read after a signed-in read is not served the signed-in answer', async () => {
    const fresh = `/api/sets/${SET}`;
    const alice = parsed(await get(test.app, fresh, test.alice), SetSchema);
    expect(alice.user_fav?.is_fav).toBe(true);
    const guest = await get(test.app, fresh);
    expect(guest.headers['cache-control']).toBe('public, no-cache');
    expect(parsed(guest, SetSchema).user_fav).toBeNull();
    // And the guest answer, now cached, is not served to Alice either.
    expect(parsed(await get(test.app, fresh, test.alice), SetSchema).user_fav?.is_fav).toBe(true);
  });

  it('varies on Origin and Authorization (and the encoding) on every path', async () => {
    const varies = (response: Awaited<ReturnType<typeof get>>) =>
      String(response.headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase());
    const big = '/api/sets?limit=50';
    const headers = { origin: ORIGIN, 'accept-encoding': 'gzip' };
    const first = await get(test.app, big, headers);
    const cached = await get(test.app, big, headers);
    const notModified = await get(test.app, big, {
      ...headers,
      'if-none-match': String(first.headers.etag),
    });
    const signedIn = await get(test.app, big, { ...headers, ...test.alice.headers });
    expect(notModified.statusCode).toBe(304);
    for (const response of [first, cached, signedIn]) {
      expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(varies(response)).toEqual(
        expect.arrayContaining(['origin', 'authorization', 'accept-encoding']),
      );
    }
    expect(varies(notModified)).toEqual(expect.arrayContaining(['origin', 'authorization']));
  });
});

describe('what the caller’s fields cost', () => {
  /** The statements the database client runs while `run` does (both drivers' `query`). */
  async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
    const client = (test.app.db as unknown as { $client: { query: (...args: never[]) => unknown } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it.each([
    ['/api/sets?limit=2', '/api/sets?limit=13'],
    ['/api/tracks?limit=2', '/api/tracks?limit=62'],
    ['/api/artists?limit=2', '/api/artists?limit=9'],
    ['/api/labels?limit=2', '/api/labels?limit=6'],
    ['/api/featured/tracks?limit=1', '/api/featured/tracks?limit=50'],
  ])('%s and %s: the same statements whatever the page size', async (small, large) => {
    const read = (url: string) => () => get(test.app, url, test.alice);
    const few = await statementsDuring(read(small));
    const many = await statementsDuring(read(large));
    expect(many).toBe(few);
    // The session check, the page, and one statement for the caller's fields of the whole page.
    expect(few).toBe(3);
  });

  it('a set’s page: its own fields and its tracks’ fields, one statement each', async () => {
    const guest = await statementsDuring(() => get(test.app, '/api/sets/12'));
    const alice = await statementsDuring(() => get(test.app, '/api/sets/12', test.alice));
    expect(alice).toBe(guest + 3);
  });
});
