import type { Genre, SetSummary, SetsPage, SetsQuery } from '@rabbithole/api-contract';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import {
  artists,
  labels,
  setArtists,
  sets,
  setSponsors,
  setTracks,
  tracks,
} from '../../../db/schema/index.ts';
import { listConditions, listOrder } from './sets-list-query.ts';

export type SetsRepository = {
  /** One page of the Discover Sets list; `total` counts every match, cursor included. */
  list(query: SetsQuery): Promise<SetsPage>;
};

declare module 'fastify' {
  interface FastifyInstance {
    setsRepository: SetsRepository;
  }
}

function groupBy<Row extends { set_id: number }>(rows: Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.set_id);
    if (group) group.push(row);
    else groups.set(row.set_id, [row]);
  }
  return groups;
}

export function createSetsRepository(db: Db): SetsRepository {
  /** Everything a summary shows beyond the sets row, fetched for one page of ids at once. */
  async function details(ids: number[]) {
    const [credits, sponsors, counts, genres] = await Promise.all([
      db
        .select({ set_id: setArtists.set_id, id: artists.id, name: artists.name })
        .from(setArtists)
        .innerJoin(artists, eq(artists.id, setArtists.artist_id))
        .where(inArray(setArtists.set_id, ids))
        .orderBy(setArtists.set_id, setArtists.position),
      db
        .select({
          set_id: setSponsors.set_id,
          artist_id: setSponsors.artist_id,
          label_id: setSponsors.label_id,
          name: sql<string>`coalesce(${artists.name}, ${labels.name})`,
        })
        .from(setSponsors)
        .leftJoin(artists, eq(artists.id, setSponsors.artist_id))
        .leftJoin(labels, eq(labels.id, setSponsors.label_id))
        .where(inArray(setSponsors.set_id, ids))
        .orderBy(setSponsors.set_id, setSponsors.position),
      db
        .select({
          set_id: setTracks.set_id,
          total: count(),
          // An ID (mix_type 'ID') is a track nobody has identified yet.
          confirmed: sql<number>`(count(*) filter (where ${ne(tracks.mix_type, 'ID')}))::int`,
        })
        .from(setTracks)
        .innerJoin(tracks, eq(tracks.id, setTracks.track_id))
        .where(inArray(setTracks.set_id, ids))
        .groupBy(setTracks.set_id),
      db
        .select({ set_id: setTracks.set_id, genre: tracks.genre, plays: count() })
        .from(setTracks)
        .innerJoin(tracks, eq(tracks.id, setTracks.track_id))
        .where(and(inArray(setTracks.set_id, ids), isNotNull(tracks.genre)))
        .groupBy(setTracks.set_id, tracks.genre)
        // Most-played genre first, so a client showing three chips shows the set's character.
        .orderBy(setTracks.set_id, desc(count()), asc(tracks.genre)),
    ]);
    return {
      credits: groupBy(credits),
      sponsors: groupBy(sponsors),
      counts: new Map(counts.map((row) => [row.set_id, row])),
      genres: groupBy(genres),
    };
  }

  return {
    async list(query) {
      const where = listConditions(query);
      const [totalRow] = await db.select({ total: count() }).from(sets).where(where);
      const rows = await db
        .select()
        .from(sets)
        .where(where)
        .orderBy(...listOrder(query))
        .limit(query.limit)
        .offset(query.offset);
      const extra = rows.length > 0 ? await details(rows.map((row) => row.id)) : null;

      const data = rows.map((row): SetSummary => {
        const sponsors = (extra?.sponsors.get(row.id) ?? []).map((sponsor) => ({
          sponsor: sponsor.name,
          sponsor_id: (sponsor.artist_id ?? sponsor.label_id) as number,
          sponsor_type: sponsor.artist_id !== null ? ('artist' as const) : ('label' as const),
        }));
        const trackCounts = extra?.counts.get(row.id);
        return {
          id: row.id,
          set_name: row.set_name,
          artist: row.artist,
          artist_meta: { name: row.artist },
          artists: (extra?.credits.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
          art_url: row.art_url,
          art_url_xl: row.art_url_xl,
          release_date: row.release_date,
          genre: row.genre,
          track_genres: (extra?.genres.get(row.id) ?? []).map((g) => g.genre as Genre),
          likes: row.likes,
          duration: row.duration_ms,
          mp3_permalink: row.mp3_permalink,
          set_sponsors: sponsors,
          sponsor_id: sponsors[0]?.sponsor_id ?? null,
          track_count: trackCounts?.total ?? 0,
          track_confirmed_count: trackCounts?.confirmed ?? 0,
          // No accounts yet: guests get the user-specific fields empty (design.md section 3).
          user_likes: null,
          user_fav: null,
        };
      });
      return {
        data,
        pagination: { offset: query.offset, count: data.length, total: totalRow?.total ?? 0 },
      };
    },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('setsRepository', createSetsRepository(app.db));
  },
  { name: 'sets-repository', dependencies: ['db'] },
);
