import { ArtistsPageSchema, LabelsPageSchema } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { buildFixture, insertFixture } from './artists-fixture.ts';
import { getPage } from './artists-paging.ts';

/** The forgiving search (db/search.ts) on the artists and labels lists and their tabs. */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  await insertFixture(testApp.app.db, buildFixture());
});

afterAll(async () => {
  await testApp.close();
});

async function artistNames(search: string, extra = '') {
  const url = `/api/artists?limit=100&order_by=name&order_direction=asc&search=${encodeURIComponent(search)}${extra}`;
  return (await getPage(testApp, ArtistsPageSchema, url)).data.map((artist) => artist.name);
}

async function labelNames(search: string, extra = '') {
  const url = `/api/labels?limit=100&order_by=name&order_direction=asc&search=${encodeURIComponent(search)}${extra}`;
  return (await getPage(testApp, LabelsPageSchema, url)).data.map((label) => label.name);
}

describe('search on /api/artists', () => {
  it.each([
    ['exact', 'Tale Of Us', 'Tale Of Us'],
    ['any case', 'tale of us', 'Tale Of Us'],
    ['prefix', 'Stephan Bo', 'Stephan Bodzin'],
    ['partial word', 'odzi', 'Stephan Bodzin'],
    ['a typo', 'Stephan Bodzn', 'Stephan Bodzin'],
    ['a doubled letter', 'Charlotte de Wittte', 'Charlotte de Witte'],
    ['a missing letter', 'Charlote de Witte', 'Charlotte de Witte'],
    ['no accents typed', 'kolsch', 'Kölsch'],
    ['no accents typed, two words', 'roisin murphy', 'Róisín Murphy'],
    ['accents typed', 'Âme', 'Âme'],
    ['other accents typed', 'Kölsch', 'Kölsch'],
  ])('%s: %j finds %j', async (_, search, name) => {
    expect(await artistNames(search)).toContain(name);
  });

  it('finds nothing for text no name is near', async () => {
    expect(await artistNames('qwxzv')).toEqual([]);
  });

  it('needs every word: a shared surname alone does not match the full name typed', async () => {
    const names = await artistNames('nora stern');
    expect(names).toContain('Nora Stern');
    expect(names).not.toContain('Mika Stern');
  });

  it('keeps the sort and the after cursor while searching', async () => {
    const all = await artistNames('a');
    expect(all.length).toBeGreaterThan(5);
    const sorted = [...all].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1));
    expect(all).toEqual(sorted);
    const after = await artistNames('a', `&after=${encodeURIComponent(all[2] ?? '')}`);
    expect(after).toEqual(
      all.slice(3).filter((name) => name.toLowerCase() > (all[2] ?? '').toLowerCase()),
    );
  });
});

describe('search on /api/labels and the tabs', () => {
  it.each([
    ['a missing letter (spec.md)', 'anjunadep', 'Anjunadeep'],
    ['no accents typed', 'dekmantel', 'Dékmantel'],
    ['no accents typed, curator', 'sonar', 'Sónar'],
    ['prefix', 'crosstown', 'Crosstown Rebels'],
  ])('%s: %j finds %j', async (_, search, name) => {
    expect(await labelNames(search)).toContain(name);
  });

  it('searches inside the labels tab of an artist and the artists tab of a label', async () => {
    const labels = await getPage(testApp, LabelsPageSchema, '/api/artists/1/labels?limit=100');
    const some = labels.data[0];
    expect(some).toBeDefined();
    const found = await getPage(
      testApp,
      LabelsPageSchema,
      `/api/artists/1/labels?search=${encodeURIComponent((some?.name ?? '').toLowerCase())}`,
    );
    expect(found.data.map((label) => label.id)).toContain(some?.id);
    expect(found.data.every((label) => labels.data.some((l) => l.id === label.id))).toBe(true);
  });
});
