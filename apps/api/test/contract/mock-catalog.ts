import { MOCK_CATALOG } from '@rabbithole/mocks';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema/index.ts';

/**
 * Writes the mocks' catalog (40 artists, 14 labels, ~270 tracks, 45 sets with their track lists)
 * into a fresh database with the same ids, so one request list means the same rows to the real
 * server and to the MSW handlers. Counts, genres and stats follow by the schema's triggers.
 */
export async function insertMockCatalog(db: Db): Promise<void> {
  const { artists, labels, tracks, sets, setTracks } = MOCK_CATALOG;
  await db.transaction(async (tx) => {
    const insert = async <Table extends PgTable>(table: Table, rows: Table['$inferInsert'][]) => {
      for (let start = 0; start < rows.length; start += 500) {
        await tx.insert(table).values(rows.slice(start, start + 500));
      }
    };
    await insert(
      schema.artists,
      artists.map(({ id, name, bio }) => ({ id, name, bio })),
    );
    await insert(
      schema.labels,
      labels.map(({ id, name, sponsor_type }) => ({
        id,
        name,
        sponsor_type,
        bio: sponsor_type === 'label_meta' ? `${name} releases records.` : null,
      })),
    );
    await insert(
      schema.labelFounders,
      labels.flatMap((label) =>
        label.bosses.map((artist_id) => ({ label_id: label.id, artist_id })),
      ),
    );
    await insert(
      schema.tracks,
      tracks.map((track) => ({
        id: track.id,
        title: track.title,
        mix_type: track.mix_type,
        mix_name: track.mix_type === 'original_mix' ? null : track.mix_name,
        genre: track.genre,
        bpm: track.bpm,
        key: track.key,
        label_id: track.label_id,
        release_date: track.release_date,
        purchase_url: track.purchase_url,
        first_heard_date: track.first_heard_date,
      })),
    );
    await insert(
      schema.trackArtists,
      tracks.flatMap((track) =>
        track.credits.map((credit, position) => ({
          track_id: track.id,
          artist_id: credit.artist_id,
          role: credit.role,
          position,
        })),
      ),
    );
    await insert(
      schema.sets,
      sets.map((set) => ({
        id: set.id,
        set_name: set.set_name,
        artist: set.artist,
        release_date: set.release_date,
        genre: set.genre,
        duration_ms: set.duration,
        mp3_permalink: `/audio/sets/${String(set.id)}.mp3`,
        recorded_date: set.release_date,
        description: `Recorded live: ${set.set_name}.`,
      })),
    );
    // An ID points at the set it was heard in, which exists only now.
    for (const track of tracks) {
      if (track.id_set_id === null) continue;
      await tx
        .update(schema.tracks)
        .set({ id_set_id: track.id_set_id })
        .where(eq(schema.tracks.id, track.id));
    }
    await insert(
      schema.setArtists,
      sets.flatMap((set) =>
        set.artists.map((artist, position) => ({ set_id: set.id, artist_id: artist.id, position })),
      ),
    );
    await insert(
      schema.setSponsors,
      sets.flatMap((set) =>
        set.set_sponsors.map((sponsor, position) => ({
          set_id: set.id,
          position,
          artist_id: sponsor.sponsor_type === 'artist' ? sponsor.sponsor_id : null,
          label_id: sponsor.sponsor_type === 'label' ? sponsor.sponsor_id : null,
        })),
      ),
    );
    await insert(
      schema.setTracks,
      setTracks.map((entry) => ({
        id: entry.id,
        set_id: entry.set_id,
        track_id: entry.track_id,
        track_position: entry.track_position,
        start_time: entry.start_time,
        end_time: entry.end_time,
      })),
    );
    for (const table of ['artists', 'labels', 'tracks', 'sets', 'set_tracks']) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        ),
      );
    }
  });
}
