import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, labels, setTracks, trackArtists, tracks } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { insertSet } from '../../media/fixtures.ts';

let testApp: TestApp;
let sited: TestApp;
let setId: number;
let trackId: number;
let bareTrackId: number;

const SET_NAME = 'Café <del>Mar</del> "Sunrise" & Friends’ ☕';
const ARTIST = 'Ōlafur & <Nils>';
const DESCRIPTION = "Recorded at dawn; it's <b>loud</b>.";

/** Entities back to text, as a parser would read an attribute. */
const decode = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Every `<meta>` of the page, by name or property, values decoded. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    tags[match[1] ?? ''] = decode(match[2] ?? '');
  }
  return tags;
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  const app = testApp.app;
  ({ setId } = await insertSet(
    app,
    {
      name: SET_NAME,
      artist: ARTIST,
      description: DESCRIPTION,
      artUrl: '/art/sets/77.svg',
      durationMs: 5_400_000,
    },
    [
      { bpm: 124, key: 'A min', startMs: 0 },
      { bpm: 126, key: 'C maj', startMs: 300_000 },
    ],
  ));
  const [label] = await app.db.insert(labels).values({ name: 'Afterlife' }).returning();
  const made = await app.db
    .insert(artists)
    .values([{ name: 'Tale Of Us' }, { name: 'Anyma' }, { name: 'Mixer "M"' }, { name: 'Feat' }])
    .returning();
  const [track] = await app.db
    .insert(tracks)
    .values({
      title: 'Eternity <3',
      mix_type: 'remix',
      mix_name: 'Remix',
      genre: 'Melodic House & Techno',
      bpm: 122,
      key: 'F# min',
      label_id: label?.id ?? null,
    })
    .returning();
  trackId = track?.id ?? 0;
  const [first, second, mixer, feat] = made.map((artist) => artist.id);
  await app.db.insert(trackArtists).values([
    { track_id: trackId, artist_id: first ?? 0, role: 'producer', position: 0 },
    { track_id: trackId, artist_id: second ?? 0, role: 'producer', position: 1 },
    { track_id: trackId, artist_id: mixer ?? 0, role: 'mixer' },
    { track_id: trackId, artist_id: feat ?? 0, role: 'feat' },
  ]);
  const [bare] = await app.db.insert(tracks).values({ title: 'ID', mix_type: 'ID' }).returning();
  bareTrackId = bare?.id ?? 0;
  sited = await buildTestApp({
    seed: 'none',
    publicUrl: 'https://rabbithole.example',
    mediaBaseUrl: 'https://cdn.example/media',
  });
  await insertSet(
    sited.app,
    { name: 'Elsewhere', artUrl: '/art/sets/1.svg', durationMs: 60_000 },
    [],
  );
});

afterAll(async () => {
  await testApp.close();
  await sited.close();
});

const get = (app: TestApp, url: string) =>
  app.app.inject({
    method: 'GET',
    url,
    headers: { host: 'rabbit.test:8080', accept: 'text/html' },
  });

describe('/public/preview/sets/{id}', () => {
  it('has the title, description, Open Graph and Twitter tags, escaped, with absolute URLs', async () => {
    const response = await get(testApp, `/public/preview/sets/${setId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const title = `${SET_NAME} — ${ARTIST}`;
    expect(metaOf(html)).toMatchObject({
      description: `${DESCRIPTION} ${ARTIST} · 1 h 30 min · 2 tracks`,
      'og:title': title,
      'og:type': 'music.playlist',
      'og:url': `http://rabbit.test:8080/sets/${setId}`,
      'og:image': 'http://rabbit.test:8080/media/art/sets/77.svg',
      'og:audio': `http://rabbit.test:8080/media/audio/sets/${setId}.mp3`,
      'og:audio:type': 'audio/mpeg',
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:image': 'http://rabbit.test:8080/media/art/sets/77.svg',
    });
    expect(html).toContain(`<link rel="canonical" href="http://rabbit.test:8080/sets/${setId}">`);
    // Nothing the catalog says becomes markup.
    expect(html).not.toContain('<del>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<Nils>');
    expect(html).toContain(
      '<title>Café &lt;del&gt;Mar&lt;/del&gt; &quot;Sunrise&quot; &amp; Friends’ ☕ — Ōlafur &amp; &lt;Nils&gt; · Rabbithole</title>',
    );
  });

  it('sends a browser on to the app by a same-origin script, which the page CSP allows', async () => {
    const response = await get(testApp, `/public/preview/sets/${setId}`);
    expect(response.body).toContain(`<a id="open-in-app" href="/sets/${setId}">`);
    expect(response.body).toContain('<script src="/public/preview/open.js" defer></script>');
    expect(response.body).not.toMatch(/<script>/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'[;\s]/);
    const script = await get(testApp, '/public/preview/open.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("getElementById('open-in-app')");
  });

  it('uses PUBLIC_URL and an absolute MEDIA_BASE_URL when they are set', async () => {
    const response = await get(sited, '/public/preview/sets/1');
    expect(metaOf(response.body)).toMatchObject({
      'og:url': 'https://rabbithole.example/sets/1',
      'og:image': 'https://cdn.example/media/art/sets/1.svg',
      'og:audio': 'https://cdn.example/media/audio/sets/1.mp3',
    });
  });

  it('answers a 404 page for unknown and malformed ids, never 5xx', async () => {
    for (const id of [
      '999999',
      '0',
      '-1',
      'abc',
      '1.5',
      '2147483648',
      '9'.repeat(300),
      '%00',
      '1%0A',
    ]) {
      const response = await get(testApp, `/public/preview/sets/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type'], id).toBe('text/html; charset=utf-8');
      expect(response.body, id).toContain('This set is not on Rabbithole');
    }
  });

  it('keeps a hostile Host header out of the page', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/public/preview/sets/${setId}`,
      headers: { host: 'evil.test"><script>x</script>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.test');
    expect(metaOf(response.body)['og:url']).toBe(`http://localhost/sets/${setId}`);
  });
});

describe('/public/preview/tracks/{id}', () => {
  it('names the artists, the remix and the label, and borrows a set’s art when it has none', async () => {
    const { setId: playedIn } = await insertSet(
      testApp.app,
      { artUrl: '/art/sets/88.svg', durationMs: 60_000 },
      [],
    );
    await testApp.app.db
      .insert(setTracks)
      .values({ set_id: playedIn, track_id: trackId, track_position: 1, start_time: 0 });
    const response = await get(testApp, `/public/preview/tracks/${trackId}`);
    expect(response.statusCode).toBe(200);
    const tags = metaOf(response.body);
    const title = 'Tale Of Us & Anyma — Eternity <3 (Mixer "M" Remix) feat. Feat';
    expect(tags).toMatchObject({
      'og:title': title,
      'og:type': 'music.song',
      'og:description': 'Melodic House & Techno · 122 BPM · F# min · Afterlife · Played in 1 set',
      'og:url': `http://rabbit.test:8080/tracks/${trackId}`,
      'og:image': 'http://rabbit.test:8080/media/art/sets/88.svg',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:audio']).toBeUndefined();
    expect(response.body).toContain(`<a id="open-in-app" href="/tracks/${trackId}">`);
  });

  it('still previews a track with no art, credits or facts, as a small card', async () => {
    const response = await get(testApp, `/public/preview/tracks/${bareTrackId}`);
    expect(response.statusCode).toBe(200);
    const tags = metaOf(response.body);
    expect(tags['og:title']).toBe('ID');
    expect(tags['og:image']).toBeUndefined();
    expect(tags['twitter:card']).toBe('summary');
  });

  it('answers a 404 page for an unknown track', async () => {
    const response = await get(testApp, '/public/preview/tracks/424242');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This track is not on Rabbithole');
  });
});
