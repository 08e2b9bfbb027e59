import { TracksPageSchema, trackSearchTexts, type Track } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { ARTISTS, insertMusicFixture, TRACKS } from './music-fixture.ts';
import { byId, getParsed } from './music-pages.ts';

let testApp: TestApp;
let all: Track[];

const search = async (text: string) =>
  (
    await getParsed(
      testApp.app,
      `/api/tracks?limit=100&search=${encodeURIComponent(text)}`,
      TracksPageSchema,
    )
  ).data;

/** Case and accents folded, as the server's rh_fold does. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
const contains = (track: Track, text: string) =>
  trackSearchTexts(track).some((value) => fold(value).includes(fold(text)));
/** The tracks crediting the artist in any role (producer, ID, feat or mixer). */
const creditedTo = (name: string) => {
  const id = ARTISTS.find((artist) => artist.name === name)?.id;
  return TRACKS.filter((t) => t.credits.some((c) => c.artist_id === id)).map((t) => t.id);
};

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  await insertMusicFixture(testApp.app.db);
  all = (await getParsed(testApp.app, '/api/tracks?limit=100', TracksPageSchema)).data;
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/tracks?search= forgives', () => {
  it.each([
    ['an exact title', 'Silver Garden'],
    ['a title prefix, any case', 'VELV'],
    ['a word inside a title', 'arden'],
    ['a label', 'Innervisions'],
  ])('finds %s as typed', async (_, text) => {
    const expected = all.filter((t) => contains(t, text)).map((t) => t.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(byId((await search(text)).map((t) => t.id))).toEqual(byId(expected));
  });

  it.each([
    ['an artist, case aside', 'tale of us', 'Tale Of Us'],
    ['an artist without its accent', 'kolsch', 'Kölsch'],
    ['an artist with accents added', 'KÖLSCH', 'Kölsch'],
    ['an artist with accents dropped', 'rufus du sol', 'rüfüs du sol'],
    ['a mixer', 'Mind Against', 'Mind Against'],
  ])('finds %s, and nothing else when the text is there as typed', async (_, text, artist) => {
    const expected = creditedTo(artist);
    expect(expected.length).toBeGreaterThan(0);
    expect(byId((await search(text)).map((t) => t.id))).toEqual(byId(expected));
  });

  it.each([
    ['a misspelled artist', 'Solomn', 'Solomun'],
    ['an artist with a letter doubled', 'Dixxon', 'Dixon'],
    ['an artist with a letter missing', 'Adriatiqe', 'Adriatique'],
  ])('finds %s among what is nearly like it', async (_, text, artist) => {
    const found = (await search(text)).map((t) => t.id);
    expect(found).toEqual(expect.arrayContaining(creditedTo(artist)));
    expect(found.length).toBeLessThan(all.length);
  });

  it('finds a misspelled label ("anjunadep" finds Anjunadeep)', async () => {
    const expected = TRACKS.filter((t) => t.label_id === 1).map((t) => t.id);
    expect(byId((await search('anjunadep')).map((t) => t.id))).toEqual(expected);
  });

  it('finds nothing for text that is nowhere, nearly or not', async () => {
    expect(await search('zzqqxx')).toEqual([]);
    expect(await search('Solomun Kölsch Anjunadeep Garden')).toEqual([]);
  });
});
