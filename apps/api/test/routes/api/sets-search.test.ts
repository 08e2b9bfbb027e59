import { SetsPageSchema } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

// The forgiving search (db/search.ts) as the Discover Sets list answers it: case, accents,
// prefixes, partial words and typos, over the set's name, its credit line, its credited artists
// and its curators. The demo catalog is there too, so every answer is checked among ~90 sets.

let testApp: TestApp;
const ids = { sonar: 0, innervisions: 0, openAir: 0 };

async function run(statement: SQL): Promise<Record<string, unknown>[]> {
  const result = (await testApp.app.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function found(search: string): Promise<number[]> {
  const response = await testApp.app.inject({
    url: `/api/sets?limit=100&search=${encodeURIComponent(search)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SetsPageSchema.parse(response.json()).data.map((set) => set.id);
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'demo' });
  const [label] = await run(sql`insert into labels (name, sponsor_type)
    values ('Anjunadeep', 'label_meta') returning id`);
  const artists = await run(sql`insert into artists (name)
    values ('Tale Of Us'), ('Âme'), ('Dixon') returning id`);
  const [taleOfUs, ame, dixon] = artists.map((row) => Number(row.id));
  const sets = await run(sql`insert into sets (set_name, artist, release_date) values
    ('Sónar Closing', 'Tale Of Us', '2025-06-14'),
    ('Innervisions Night', 'Âme b2b Dixon', '2025-03-01'),
    ('Open Air Session', 'Dixon', '2024-08-10') returning id`);
  const [sonar, innervisions, openAir] = sets.map((row) => Number(row.id));
  Object.assign(ids, { sonar, innervisions, openAir });
  await run(sql`insert into set_artists (set_id, artist_id, position) values
    (${ids.sonar}, ${taleOfUs}, 0), (${ids.innervisions}, ${ame}, 0),
    (${ids.innervisions}, ${dixon}, 1), (${ids.openAir}, ${dixon}, 0)`);
  await run(sql`insert into set_sponsors (set_id, position, label_id)
    values (${ids.openAir}, 0, ${label?.id})`);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/sets?search= forgives', () => {
  it('finds exact names in any case', async () => {
    for (const search of ['tale of us', 'Tale Of Us', 'TALE OF US']) {
      expect(await found(search), search).toEqual([ids.sonar]);
    }
    expect(await found('innervisions night')).toEqual([ids.innervisions]);
  });

  it('finds prefixes and partial words', async () => {
    expect(await found('anju')).toEqual([ids.openAir]);
    expect(await found('anjunadep')).toEqual([ids.openAir]);
    expect(await found('innervis')).toEqual([ids.innervisions]);
    expect(await found('visions nig')).toEqual([ids.innervisions]);
  });

  it('ignores accents on either side', async () => {
    expect(await found('sonar')).toEqual([ids.sonar]);
    expect(await found('SÓNAR closing')).toEqual([ids.sonar]);
    // "Âme" is a credited artist and part of the credit line.
    expect(await found('Ame b2b')).toEqual([ids.innervisions]);
    expect(await found('âme')).toContain(ids.innervisions);
    // Decomposed accents (e + combining acute) fold like composed ones.
    expect(await found('so\u0301nar')).toEqual([ids.sonar]);
  });

  it('finds names with one or two typos', async () => {
    for (const search of [
      'anjunadeeep',
      'anjunadeap',
      'anjundeep',
      'tale of su',
      'innervsions',
      'inervisions nigth',
      'sonnar closin',
      'dixxon',
    ]) {
      const expected = search.startsWith('dix')
        ? [ids.innervisions, ids.openAir]
        : search.startsWith('anj')
          ? [ids.openAir]
          : search.startsWith('in')
            ? [ids.innervisions]
            : [ids.sonar];
      expect((await found(search)).sort(), search).toEqual(expected.sort());
    }
  });

  it('does not stretch one matching word to a name with another', async () => {
    const demo = await run(sql`select a.name from artists a
      join set_artists xa on xa.artist_id = a.id
      where a.name like '% %' order by a.id limit 1`);
    const name = String(demo[0]?.name);
    const [first, ...rest] = name.split(' ');
    // The same surname with a first name nobody has finds nobody.
    const invented = `Zyxwv ${rest.join(' ')}`;
    expect(await found(invented), invented).toEqual([]);
    expect((await found(name)).length, first).toBeGreaterThan(0);
  });

  it('finds nothing for unrelated text, and everything for blank text', async () => {
    expect(await found('qqqzzz')).toEqual([]);
    const all = await testApp.app.inject({ url: '/api/sets?limit=1' });
    const blank = await testApp.app.inject({ url: '/api/sets?limit=1&search=%20%20' });
    expect(SetsPageSchema.parse(blank.json()).pagination.total).toBe(
      SetsPageSchema.parse(all.json()).pagination.total,
    );
  });
});
