import {
  IdReleaseSchema,
  PAGE_SIZE,
  trackSearchTexts,
  type IdRelease,
  type Track,
  type TracksPage,
} from '@rabbithole/api-contract';
import type { SetTrackRow } from '../fixtures/catalog/music.ts';
import { mockDb } from './db.ts';
import { listPage } from './lists.ts';
import { isoInstant, releasedTrackOf, wakeNotificationStreams } from './notifications.ts';
import { entryPlayingAt } from './player.ts';
import { defineTable } from './table.ts';

// The ID lifecycle's last step as the server takes it: an operator says which released track an
// ID turned out to be; every set keeps the ID's place but now plays that track, the ID's page
// says what it became, and each listener who cared is told once.

/** What each release did (the answer of POST /admin/tracks/{id}/release). */
export const releases = defineTable({ schema: IdReleaseSchema, seed: () => [] });

/** An ID never heard sorts as this day: last when the most recently heard come first. */
const NEVER = '0001-01-01';

export const isUnreleasedId = (track: Track) =>
  track.mix_type === 'ID' && track.released_as === null;

/**
 * The admin page's ID search: unreleased IDs whose title, credits or first set match `search`,
 * the most recently heard first, 20 a page.
 */
export function unreleasedIdsPage(search: string | undefined, offset: number): TracksPage {
  return listPage(
    mockDb.tracks.all().filter(isUnreleasedId),
    {
      offset,
      limit: PAGE_SIZE,
      order_by: 'first_heard_date',
      order_direction: 'desc',
      search,
    },
    {
      sortKeys: { first_heard_date: (track) => track.first_heard_date ?? NEVER },
      searchTexts: (track) => [
        ...trackSearchTexts(track),
        ...(track.set_meta ? [track.set_meta.set_name] : []),
      ],
    },
  );
}

/** The ID's entries in every set's track list. */
const entriesOf = (idTrackId: number) =>
  mockDb.setTracks.all().filter((entry) => entry.track_meta_id === idTrackId);

/**
 * Who is told of the release, each once: whoever watches the ID, and whoever liked a moment of a
 * set while the ID was playing there.
 */
export function listenersOf(idTrackId: number, entries: readonly SetTrackRow[]): number[] {
  const watchers = mockDb.favs
    .all()
    .filter((fav) => fav.kind === 'track' && fav.target_id === idTrackId && fav.is_fav)
    .map((fav) => fav.user_id);
  const momentLikers = mockDb.likes.all().flatMap((like) => {
    if (like.kind !== 'set') return [];
    const set = mockDb.sets.get(like.target_id);
    const playing = set && entryPlayingAt(set, like.set_timestamp);
    return playing && entries.some((entry) => entry.id === playing.id) ? [like.user_id] : [];
  });
  return [...new Set([...watchers, ...momentLikers])].sort((a, b) => a - b);
}

/**
 * Where a notification says the ID was heard: its place in the set it was first heard in (any
 * set playing it, if that one no longer does).
 */
function whereHeard(id: Track, entries: readonly SetTrackRow[]) {
  const entry = entries.find((one) => one.set_meta_id === id.set_meta?.id) ?? entries[0];
  const set = entry && mockDb.sets.get(entry.set_meta_id);
  return entry && set ? { position: entry.track_position, set } : undefined;
}

/**
 * Releases the ID `id` as the track `track` (the handler checked both): tells its listeners,
 * puts the track in the ID's place in every set (each such set has one more identified track),
 * and marks the ID `released_as` the track.
 */
export function releaseIdAs(id: Track, track: Track, now = new Date()): IdRelease {
  const entries = entriesOf(id.id);
  const heard = whereHeard(id, entries);
  const createdDt = isoInstant(now.getTime());
  // Without a set the notification could not say where the ID was heard; such an ID was never
  // played, so nobody liked a moment of it either.
  const told = heard ? listenersOf(id.id, entries) : [];
  if (heard) {
    const release = {
      id_track_id: id.id,
      set_meta: { id: heard.set.id, set_name: heard.set.set_name },
      track_meta: releasedTrackOf(track),
      track_position: heard.position,
    };
    for (const userId of told) {
      mockDb.notifications.insert({
        user_id: userId,
        is_read: false,
        read_dt: null,
        created_dt: createdDt,
        release,
      });
    }
    // Told live: each listener's open tabs send what is new.
    wakeNotificationStreams();
  }
  for (const entry of entries) mockDb.setTracks.update(entry.id, { track_meta_id: track.id });
  for (const setId of new Set(entries.map((entry) => entry.set_meta_id))) {
    const summary = mockDb.sets.get(setId);
    if (!summary) continue;
    const identified = entries.filter((entry) => entry.set_meta_id === setId).length;
    mockDb.sets.update(setId, {
      track_confirmed_count: Math.min(
        summary.track_count,
        summary.track_confirmed_count + identified,
      ),
    });
  }
  mockDb.tracks.update(id.id, {
    released_as: { id: track.id, title: track.title, artist: track.artist },
  });
  return releases.insert({
    id_track_id: id.id,
    track_id: track.id,
    released_dt: createdDt,
    notified: told.length,
  });
}

/**
 * Releases the ID `idTrackId` as the released track `trackId` before a story renders (in its
 * `beforeEach`, after the preview's loader reset the store), as an operator would have.
 */
export function seedRelease(idTrackId: number, trackId: number): IdRelease {
  const id = mockDb.tracks.get(idTrackId);
  const track = mockDb.tracks.get(trackId);
  if (!id || !isUnreleasedId(id)) {
    throw new Error(`seedRelease: ${String(idTrackId)} is no unreleased ID of the mock store.`);
  }
  if (!track || track.mix_type === 'ID') {
    throw new Error(`seedRelease: ${String(trackId)} is no released track of the mock store.`);
  }
  return releaseIdAs(id, track);
}
