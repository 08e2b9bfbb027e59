import { GENRES } from '@rabbithole/api-contract';
import { BPM_BY_GENRE } from './demo-tracks.ts';
import { GENRE_ARRAY, h, pick, setShape, textArray, type LargePlan } from './large-sql.ts';
import * as names from './names.ts';

// Tracks, their credits, set tracks, synthetic users and likes for the large seed (see
// large-sql.ts for the approach).

const BPM_LOW = `ARRAY[${GENRES.map((g) => BPM_BY_GENRE[g][0]).join(',')}]`;
const BPM_HIGH = `ARRAY[${GENRES.map((g) => BPM_BY_GENRE[g][1]).join(',')}]`;

const totalArtists = (plan: LargePlan) => plan.artists.from + plan.artists.count;
/** Producer and (for remixes and edits) mixer of a track, two different artists. */
const producer = (plan: LargePlan, id: string) => `1 + ${h(id, 60)} % ${totalArtists(plan)}`;
const mixer = (plan: LargePlan, id: string) =>
  `1 + (${h(id, 60)} % ${totalArtists(plan)} + 1 + ${h(id, 61)} % ${totalArtists(plan) - 1}) % ${totalArtists(plan)}`;

/**
 * Tracks: a track heard in a large set (the first set whose run covers it) is an ID one time in
 * twelve, with that set and its recorded date; the rest are originals, remixes and edits. The
 * tonic steps 5 semitones per id, so neighbours in a set's run are always keys apart.
 */
export function tracksSql(plan: LargePlan): string[] {
  const { tracks, sets } = plan;
  const t = 'g';
  const genre = `((${t} - ${tracks.from + 1}) / 40 % 20)`;
  const kind = `CASE WHEN c.set_id IS NOT NULL AND ${h(t, 62)} % 12 = 0 THEN 'ID'
    WHEN ${h(t, 63)} % 100 < 22 THEN 'remix' WHEN ${h(t, 63)} % 100 < 32 THEN 'edit' ELSE 'original_mix' END`;
  const title = `CASE WHEN ${h(t, 64)} % 5 = 0 THEN ${pick(names.TRACK_SOLO, t, 65)} ELSE ${pick(names.TRACK_WORDS_A, t, 66)} || ' ' || ${pick(names.TRACK_WORDS_B, t, 67)} END`;
  return [
    `INSERT INTO tracks (id, title, mix_type, mix_name, genre, bpm, key, label_id, release_date, purchase_url, id_set_id, first_heard_date)
WITH cover AS (
  SELECT DISTINCT ON (r.track_id) r.track_id, s.id AS set_id, s.recorded_date
  FROM sets s, LATERAL ${setShape(plan, 's.id')} x, LATERAL generate_series(x.tstart, x.tstart + x.n - 1) r(track_id)
  WHERE s.id > ${sets.from} ORDER BY r.track_id, s.id),
meta AS (SELECT array_agg(id ORDER BY id) AS ids FROM labels WHERE sponsor_type = 'label_meta')
SELECT g, CASE WHEN k.kind = 'ID' THEN 'ID' ELSE ${title} END, k.kind::mix_type,
  CASE k.kind WHEN 'remix' THEN (SELECT name FROM artists WHERE id = ${mixer(plan, t)}) || ' Remix'
    WHEN 'edit' THEN (SELECT name FROM artists WHERE id = ${mixer(plan, t)}) || ' Edit' END,
  (${GENRE_ARRAY})[1 + ${genre}]::genre,
  (${BPM_LOW})[1 + ${genre}] + ${h(t, 68)} % ((${BPM_HIGH})[1 + ${genre}] - (${BPM_LOW})[1 + ${genre}] + 1),
  (${textArray(names.TONICS)})[1 + (g * 5) % 12] || CASE WHEN ${h(t, 69)} % 5 < 3 THEN ' min' ELSE ' maj' END,
  CASE WHEN k.kind <> 'ID' AND ${h(t, 70)} % 10 < 9 THEN meta.ids[1 + ${h(t, 71)} % cardinality(meta.ids)] END,
  CASE WHEN k.kind <> 'ID' THEN date '2014-01-01' + ${h(t, 72)} % 4500 END,
  CASE WHEN k.kind <> 'ID' AND ${h(t, 73)} % 10 < 4 THEN 'https://www.beatport.com/track/track-' || g END,
  CASE WHEN k.kind = 'ID' THEN c.set_id END, CASE WHEN k.kind = 'ID' THEN c.recorded_date END
FROM generate_series(${tracks.from + 1}, ${tracks.from + tracks.count}) g
  LEFT JOIN cover c ON c.track_id = g
  CROSS JOIN meta, LATERAL (SELECT ${kind} AS kind) k`,
    `INSERT INTO track_artists (track_id, artist_id, role, position)
SELECT id, ${producer(plan, 'id')}, CASE WHEN mix_type = 'ID' THEN 'ID' ELSE 'producer' END::track_artist_role, 0
FROM tracks WHERE id > ${tracks.from}
UNION ALL
SELECT id, ${mixer(plan, 'id')}, 'mixer', 0 FROM tracks
WHERE id > ${tracks.from} AND mix_type IN ('remix', 'edit')`,
    `INSERT INTO set_tracks (set_id, track_id, track_position, start_time, end_time)
SELECT s.id, x.tstart + p, p + 1, p * x.seg, CASE WHEN p = x.n - 1 THEN x.dur ELSE (p + 1) * x.seg END
FROM sets s, LATERAL ${setShape(plan, 's.id')} x, LATERAL generate_series(0, x.n - 1) p
WHERE s.id > ${sets.from}`,
  ];
}

export function usersSql({ users }: LargePlan): string {
  return `INSERT INTO users (id, username, email, about_me)
SELECT g, 'listener_' || g, 'listener_' || g || '@example.com', ''
FROM generate_series(${users.from + 1}, ${users.from + users.count}) g`;
}

/**
 * Likes by the synthetic users, in ranges of `g` so a caller can report progress between
 * statements. Like g belongs to user g mod U and is that user's k-th like (k = g div U); its item
 * steps by a stride coprime with the item count, so no user likes one item twice.
 */
export function likesSql(
  plan: LargePlan,
  table: 'set_likes' | 'track_likes',
  from: number,
  to: number,
): string {
  const { users } = plan;
  const items =
    table === 'set_likes' ? plan.sets.from + plan.sets.count : plan.tracks.from + plan.tracks.count;
  const stride = coprimeStride(items);
  const user = `${users.from + 1} + g % ${users.count}`;
  const item = `1 + (${h(user, 80)} % ${items} + (g / ${users.count}) * ${stride}) % ${items}`;
  const at = `timestamptz '2026-11-01 00:00:00+00' - (${h('g', 81)} % 31536000) * interval '1 second'`;
  return table === 'set_likes'
    ? `INSERT INTO set_likes (user_id, set_id, set_timestamp_ms, created_at)
SELECT ${user}, ${item}, (${h('g', 82)} % 2700) * 1000, ${at} FROM generate_series(${from}, ${to - 1}) g`
    : `INSERT INTO track_likes (user_id, track_id, created_at)
SELECT ${user}, ${item}, ${at} FROM generate_series(${from}, ${to - 1}) g`;
}

function coprimeStride(items: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = 7919;
  while (gcd(stride, items) !== 1) stride += 2;
  return stride % items || 1;
}
