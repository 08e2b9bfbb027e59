import type { App } from '../../src/app.ts';
import { sets, setTracks, tracks } from '../../src/db/schema/index.ts';

export interface FixtureTrack {
  title?: string;
  bpm: number | null;
  key: string | null;
  /** Where the track starts in the set, in ms. */
  startMs: number;
}

/** Inserts a track (an ID when it has neither key nor tempo) and answers its id. */
export async function insertTrack(
  app: App,
  track: Omit<FixtureTrack, 'startMs'> & { labelId?: number | null },
): Promise<number> {
  const [row] = await app.db
    .insert(tracks)
    .values({
      title: track.title ?? 'Fixture',
      mix_type: track.bpm === null && track.key === null ? 'ID' : 'original_mix',
      bpm: track.bpm,
      key: track.key,
      label_id: track.labelId ?? null,
    })
    .returning({ id: tracks.id });
  return row?.id ?? 0;
}

/**
 * A set and its track list, written as an importer writes them: each track plays from its start
 * until the next one's, the last until the set's end.
 */
export async function insertSet(
  app: App,
  set: {
    name?: string;
    artist?: string;
    description?: string | null;
    artUrl?: string | null;
    durationMs: number;
  },
  list: FixtureTrack[],
): Promise<{ setId: number; trackIds: number[] }> {
  const [created] = await app.db
    .insert(sets)
    .values({
      set_name: set.name ?? 'Fixture Set',
      artist: set.artist ?? 'Fixture DJ',
      description: set.description ?? null,
      art_url: set.artUrl ?? null,
      art_url_xl: set.artUrl ?? null,
      release_date: '2026-01-02',
      duration_ms: set.durationMs,
    })
    .returning({ id: sets.id });
  const setId = created?.id ?? 0;
  const trackIds: number[] = [];
  for (const [index, track] of list.entries()) {
    const trackId = await insertTrack(app, track);
    trackIds.push(trackId);
    await app.db.insert(setTracks).values({
      set_id: setId,
      track_id: trackId,
      track_position: index + 1,
      start_time: track.startMs,
      end_time: list[index + 1]?.startMs ?? set.durationMs,
    });
  }
  return { setId, trackIds };
}
