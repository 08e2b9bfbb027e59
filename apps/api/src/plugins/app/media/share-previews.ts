import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import type { SharePreview } from '../../../media/share-page.ts';
import { artists, labels, sets, trackArtists, tracks } from '../../../db/schema/index.ts';

export interface SharePreviews {
  set(id: number): Promise<SharePreview | null>;
  track(id: number): Promise<SharePreview | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharePreviews: SharePreviews;
  }
}

function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

async function setPreview(db: Db, id: number): Promise<SharePreview | null> {
  const [set] = await db
    .select({
      set_name: sets.set_name,
      artist: sets.artist,
      description: sets.description,
      art_url: sets.art_url,
      art_url_xl: sets.art_url_xl,
      duration_ms: sets.duration_ms,
      track_count: sets.track_count,
      genre: sets.genre,
      mp3_permalink: sets.mp3_permalink,
    })
    .from(sets)
    .where(eq(sets.id, id));
  if (!set) return null;
  const facts = [set.artist, duration(set.duration_ms), `${set.track_count} tracks`, set.genre];
  const summary = facts.filter(Boolean).join(' · ');
  return {
    kind: 'set',
    id,
    title: `${set.set_name} — ${set.artist}`,
    description: set.description?.trim() ? `${set.description.trim()} ${summary}` : summary,
    image: set.art_url_xl ?? set.art_url,
    // Every set plays at the media route, whatever the row says (design: generated audio).
    audio: set.mp3_permalink ?? `/audio/sets/${id}.mp3`,
  };
}

async function trackPreview(db: Db, id: number): Promise<SharePreview | null> {
  const [track] = await db
    .select({
      title: tracks.title,
      mix_name: tracks.mix_name,
      genre: tracks.genre,
      bpm: tracks.bpm,
      key: tracks.key,
      art: sql<
        string | null
      >`coalesce(${tracks.art_url_xl}, ${tracks.art_url_sm}, ${labels.art_url_xl},
        (select coalesce(s.art_url_xl, s.art_url) from set_tracks st join sets s on s.id = st.set_id
         where st.track_id = ${tracks.id} order by s.release_date desc, s.id limit 1))`,
      label: labels.name,
      plays: sql<number>`(select count(distinct st.set_id)::int from set_tracks st where st.track_id = ${tracks.id})`,
    })
    .from(tracks)
    .leftJoin(labels, eq(labels.id, tracks.label_id))
    .where(eq(tracks.id, id));
  if (!track) return null;
  const credits = await db
    .select({ name: artists.name, role: trackArtists.role })
    .from(trackArtists)
    .innerJoin(artists, eq(artists.id, trackArtists.artist_id))
    .where(eq(trackArtists.track_id, id))
    .orderBy(asc(trackArtists.role), asc(trackArtists.position));
  const named = (role: string) => credits.filter((c) => c.role === role).map((c) => c.name);
  const makers = [...named('producer'), ...named('ID')].join(' & ');
  const feat = named('feat');
  const mixer = named('mixer')[0];
  const mix = track.mix_name ? ` (${mixer ? `${mixer} ` : ''}${track.mix_name})` : '';
  const line = `${track.title}${mix}${feat.length ? ` feat. ${feat.join(' & ')}` : ''}`;
  const plays = track.plays === 1 ? 'Played in 1 set' : `Played in ${track.plays} sets`;
  const facts = [
    track.genre,
    track.bpm === null ? null : `${track.bpm} BPM`,
    track.key,
    track.label,
    plays,
  ];
  return {
    kind: 'track',
    id,
    title: makers ? `${makers} — ${line}` : line,
    description: facts.filter(Boolean).join(' · '),
    image: track.art,
    audio: null,
  };
}

/** The few facts a share preview (`/public/preview/...`) shows, read straight from the catalog. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('sharePreviews', {
      set: (id) => setPreview(app.db, id),
      track: (id) => trackPreview(app.db, id),
    } satisfies SharePreviews);
  },
  { name: 'share-previews', dependencies: ['db'] },
);
