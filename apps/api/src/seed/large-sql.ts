import { GENRES } from '@rabbithole/api-contract';
import * as names from './names.ts';

// The large seed's statements: every row is computed inside PostgreSQL from generate_series and a
// hash of its id (hashint8, stable across PostgreSQL builds), so a hundred thousand tracks cost one
// round trip, not a hundred thousand parameters, and the same scale always writes the same rows.

/** Row counts beyond the demo catalog, and the id each range starts after. */
export interface LargePlan {
  artists: { from: number; count: number };
  labels: { from: number; count: number };
  sets: { from: number; count: number };
  tracks: { from: number; count: number };
  users: { from: number; count: number };
  setLikes: number;
  trackLikes: number;
}

/** A deterministic non-negative int from an id expression and a salt, per column. */
export const h = (expr: string, salt: number) =>
  `(hashint8((${expr})::bigint * 1000003 + ${salt}) & 2147483647)`;

export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
export const textArray = (values: readonly string[]) =>
  `ARRAY[${values.map(literal).join(',')}]::text[]`;
export const pick = (values: readonly string[], expr: string, salt: number) =>
  `(${textArray(values)})[1 + ${h(expr, salt)} % ${values.length}]`;
/** Nested replace() of {placeholders}, the SQL twin of fill(). */
const fillSql = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => `replace(${out}, '{${key}}', ${value})`,
    template,
  );
/** One statement per element: drivers prepare statements, which take one command each. */
const splitStatements = (text: string) =>
  text.split(/;\n-- [^\n]*\n/).map((statement) => statement.replace(/;\s*$/, ''));
const handle = (expr: string) => `lower(regexp_replace(${expr}, '[^A-Za-z0-9]+', '', 'g'))`;

export const GENRE_ARRAY = textArray(GENRES);

export function artistsSql({ artists, labels }: LargePlan): string[] {
  const g = 'g';
  const name = `CASE WHEN ${h(g, 1)} % 10 < 6 THEN ${pick(names.ARTIST_FIRST, g, 2)} || ' ' || ${pick(names.ARTIST_LAST, g, 3)} ELSE ${pick(names.ALIAS_A, g, 4)} || ' ' || ${pick(names.ALIAS_B, g, 5)} END`;
  const bio = fillSql(
    `${pick(names.BIO_OPENINGS, g, 6)} || ' ' || ${pick(names.BIO_DETAILS, g, 7)} || ' ' || ${pick(names.BIO_CLOSINGS, g, 8)}`,
    {
      name: 'n.name',
      city: pick(names.CITIES, g, 9),
      city2: pick(names.CITIES, g, 10),
      genre: pick(GENRES, g, 11),
      genre2: pick(GENRES, g, 12),
      year: `(1994 + ${h(g, 13)} % 27)::text`,
      label: pick(names.LABELS, g, 14),
      curator: pick(names.CURATORS, g, 15),
    },
  );
  const link = (salt: number, percent: number, url: string) =>
    `CASE WHEN ${h(g, salt)} % 100 < ${percent} THEN ${url} END`;
  const hd = handle('n.name');
  return splitStatements(`INSERT INTO artists (id, name, bio, art_url_sm, art_url_xl, soundcloud, instagram, beatport, spotify, website)
SELECT g, n.name, rtrim(${bio}), '/art/artists/' || g || '.svg', '/art/artists/' || g || '.svg',
  ${link(16, 75, `'https://soundcloud.com/' || ${hd}`)}, ${link(17, 70, `'https://www.instagram.com/' || ${hd}`)},
  ${link(18, 45, `'https://www.beatport.com/artist/' || ${hd}`)}, ${link(19, 40, `'https://open.spotify.com/artist/' || ${hd}`)},
  ${link(20, 25, `'https://' || ${hd} || '.net'`)}
FROM generate_series(${artists.from + 1}, ${artists.from + artists.count}) g, LATERAL (SELECT ${name} AS name) n;
-- labels
INSERT INTO labels (id, name, sponsor_type, bio, art_url_sm, art_url_xl, logo_url, soundcloud, instagram)
SELECT g, n.name, n.kind::label_sponsor_type,
  CASE WHEN n.kind = 'label_meta' THEN ${fillSql(pick(names.LABEL_BIOS, g, 21), { name: 'n.name', city: pick(names.CITIES, g, 22), genre: pick(GENRES, g, 23), genre2: pick(GENRES, g, 24), year: `(1996 + ${h(g, 25)} % 26)::text` })} END,
  '/art/labels/' || g || '.svg', '/art/labels/' || g || '.svg', '/art/labels/' || g || '.svg',
  'https://soundcloud.com/' || ${handle('n.name')}, 'https://www.instagram.com/' || ${handle('n.name')}
FROM generate_series(${labels.from + 1}, ${labels.from + labels.count}) g,
  LATERAL (SELECT CASE WHEN ${h(g, 26)} % 5 = 0 THEN 'other' ELSE 'label_meta' END AS kind,
    ${pick(names.TRACK_WORDS_A, g, 27)} || ' ' || ${pick(names.ALIAS_B, g, 28)} || ' ' || ${pick(['Records', 'Music', 'Audio', 'Recordings', 'Tapes', 'Editions', 'Sound'], g, 29)} AS name) n;`);
}

/**
 * A large set's shape from its id: duration (45–120 min on the 3 s grid), the first of its run of
 * consecutive track ids, the track count (8–30, each track 150–540 s) and the even spacing.
 * Consecutive ids differ by 5 semitones in key (tracksSql), so adjacent tracks always do.
 */
export function setShape(plan: LargePlan, id: string): string {
  const span = Math.max(1, plan.tracks.count - 30);
  return `(SELECT d.dur, d.tstart, d.n, (d.dur / d.n / 3000) * 3000 AS seg FROM (
    SELECT dd.dur, dd.tstart, dd.lo + ${h(id, 41)} % (least(30, dd.dur / 150000) - dd.lo + 1) AS n FROM (
      SELECT (900 + ${h(id, 42)} % 1501) * 3000 AS dur, ${plan.tracks.from + 1} + ${h(id, 43)} % ${span} AS tstart,
        greatest(8, ceil((900 + ${h(id, 42)} % 1501) * 3000 / 540000.0))::int AS lo) dd) d)`;
}

/** Tracks come in runs of 40 ids per genre, so a set (a run of ids) mostly keeps to one genre. */
const genreIndex = (plan: LargePlan, id: string) => `((${id} - ${plan.tracks.from + 1}) / 40 % 20)`;

export function setsSql(plan: LargePlan): string[] {
  const { sets } = plan;
  const g = 'g';
  const totalArtists = plan.artists.from + plan.artists.count;
  const name = fillSql(pick(names.SET_TEMPLATES, g, 30), {
    curator: pick(names.CURATORS, g, 31),
    city: pick(names.CITIES, g, 32),
    mood: pick(names.MOODS, g, 33),
    n: `(1 + ${h(g, 34)} % 99)::text`,
  });
  return splitStatements(`INSERT INTO sets (id, set_name, artist, description, art_url, art_url_xl, release_date, recorded_date, genre, duration_ms, mp3_permalink)
SELECT g, ${name} || ' #' || g,
  (SELECT name FROM artists WHERE id = p.a1) || coalesce(' b2b ' || (SELECT name FROM artists WHERE id = p.a2), ''),
  ${fillSql(pick(names.SET_DESCRIPTIONS, g, 35), { mood: `lower(${pick(names.MOODS, g, 36)})`, city: pick(names.CITIES, g, 37), curator: pick(names.CURATORS, g, 38), genre: `(${GENRE_ARRAY})[1 + ${genreIndex(plan, 'x.tstart')}]`, genre2: pick(GENRES, g, 39), hours: `(x.dur / 60000) || ' minutes'` })},
  '/art/sets/' || g || '.svg', '/art/sets/' || g || '.svg',
  date '2016-01-01' + p.day + 1 + ${h(g, 44)} % 21, date '2016-01-01' + p.day,
  (${GENRE_ARRAY})[1 + ${genreIndex(plan, 'x.tstart')}]::genre, x.dur, '/audio/sets/' || g || '.mp3'
FROM generate_series(${sets.from + 1}, ${sets.from + sets.count}) g,
  LATERAL ${setShape(plan, g)} x,
  LATERAL (SELECT 1 + ${h(g, 45)} % ${totalArtists} AS a1,
    CASE WHEN ${h(g, 46)} % 100 < 15 THEN 1 + ${h(g, 47)} % ${totalArtists} END AS a2,
    ${h(g, 48)} % 3940 AS day) p;
-- set_artists
INSERT INTO set_artists (set_id, artist_id, position)
SELECT g, 1 + ${h(g, 45)} % ${totalArtists}, 0 FROM generate_series(${sets.from + 1}, ${sets.from + sets.count}) g
UNION ALL
SELECT g, 1 + ${h(g, 47)} % ${totalArtists}, 1 FROM generate_series(${sets.from + 1}, ${sets.from + sets.count}) g
WHERE ${h(g, 46)} % 100 < 15 AND ${h(g, 47)} % ${totalArtists} <> ${h(g, 45)} % ${totalArtists};
-- set_sponsors: a curator or label for most sets
INSERT INTO set_sponsors (set_id, position, label_id)
SELECT g, 0, 1 + ${h(g, 49)} % ${plan.labels.from + plan.labels.count}
FROM generate_series(${sets.from + 1}, ${sets.from + sets.count}) g WHERE ${h(g, 50)} % 100 < 75;`);
}
