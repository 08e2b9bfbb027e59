import {
  ErrorBodySchema,
  getArtist,
  getSet,
  listArtists,
  listLabels,
  listSetPosts,
  listTracks,
  successSchemaOf,
  urlOf,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTrack } from '../fixtures/catalog/music.ts';
import { makeArtist, makeLabel } from '../fixtures/catalog/people.ts';
import {
  artistsHandlers,
  labelsHandlers,
  mockDb,
  mockServer,
  postsHandlers,
  resetMockStore,
  setsHandlers,
  tracksHandlers,
} from '../node.ts';

const origin = 'http://localhost';

async function get(endpoint: EndpointDescription, id?: number) {
  const params = id === undefined ? undefined : { id };
  const response = await fetch(urlOf(endpoint, { params } as never, origin));
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

interface Variants {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
}

const resources: [string, Variants, EndpointDescription, number | undefined][] = [
  ['artists', artistsHandlers, listArtists, undefined],
  ['labels', labelsHandlers, listLabels, undefined],
  ['tracks', tracksHandlers, listTracks, undefined],
  ['posts', postsHandlers, listSetPosts, 1],
];

describe.each(resources)('%sHandlers variants', (_, handlers, endpoint, id) => {
  it('.empty answers a valid page with nothing in it', async () => {
    mockServer.use(...handlers.empty);
    const { status, body } = await get(endpoint, id);
    expect(status).toBe(200);
    expect(successSchemaOf(endpoint).parse(body)).toEqual({
      data: [],
      pagination: { offset: 0, count: 0, total: 0 },
    });
  });

  it('.error answers 500 in the error shape', async () => {
    mockServer.use(...handlers.error);
    const { status, body } = await get(endpoint, id);
    expect(status).toBe(500);
    expect(ErrorBodySchema.parse(body).code).toBe(500);
  });

  it('.slow does not answer', async () => {
    mockServer.use(...handlers.slow);
    const outcome = await Promise.race([
      get(endpoint, id).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 300, 'pending')),
    ]);
    expect(outcome).toBe('pending');
  });
});

describe('catalog handlers over a catalog of one’s own', () => {
  it('withCatalog serves exactly the rows given', async () => {
    const artist = makeArtist({ id: 3, name: 'Only One' });
    mockServer.use(...artistsHandlers.withCatalog({ artists: [artist] }));
    expect((await get(getArtist, 3)).body).toEqual(artist);
    expect((await get(getArtist, 4)).status).toBe(404);
    mockServer.use(...labelsHandlers.withCatalog({ labels: [makeLabel({ id: 101 })] }));
    expect(successSchemaOf(listLabels).parse((await get(listLabels)).body).pagination.total).toBe(
      1,
    );
  });

  it('a set page shows what the tables hold, writes included', async () => {
    mockDb.tracks.update(makeTrack({ id: 1 }).id, { title: 'Renamed Track' });
    const entry = mockDb.setTracks.all().find((e) => e.track_meta_id === 1);
    const detail = successSchemaOf(getSet).parse((await get(getSet, entry?.set_meta_id)).body);
    expect(detail.set_tracks.find((e) => e.track_meta_id === 1)?.track_meta.title).toBe(
      'Renamed Track',
    );
    mockServer.use(...setsHandlers.empty);
    expect((await get(getSet, entry?.set_meta_id)).status).toBe(404);
  });
});
