import type { EndpointDescription, Page, SetSummary, Track } from '@rabbithole/api-contract';
import { delay, type HttpHandler } from 'msw';
import type { CatalogTables } from '../store/catalog-tables.ts';
import { handlerFor } from './contract.ts';
import { errorResponse } from './errors.ts';

/** A page cut from items already in their order (featured lists, comments). */
export function pageOf<Item>(
  items: readonly Item[],
  { offset, limit }: { offset: number; limit: number },
): Page<Item> {
  const data = items.slice(offset, offset + limit);
  return { data, pagination: { offset, count: data.length, total: items.length } };
}

/*
 * Who relates to whom, read from the tables as the server's SQL reads its rows, so a write to a
 * table shows in every list it belongs to. The definitions are the agreed counts' (BRIEF): a
 * count on a card equals the total of the tab it opens.
 */

const creditedAs = (track: Track, artistId: number, roles?: readonly string[]) =>
  track.artists.some((c) => c.id === artistId && (!roles || roles.includes(c.role)));

export const related = {
  artistSets: (t: CatalogTables, id: number) =>
    t.sets.all().filter((set) => set.artists.some((artist) => artist.id === id)),
  artistTracks: (t: CatalogTables, id: number) =>
    t.tracks
      .all()
      .filter(
        (track) =>
          (track.mix_type === 'original_mix' || track.mix_type === 'edit') &&
          creditedAs(track, id, ['producer', 'feat']),
      ),
  /** Every track crediting the artist as mixer: remixes, and edits credited so. */
  artistRemixes: (t: CatalogTables, id: number) =>
    t.tracks.all().filter((track) => creditedAs(track, id, ['mixer'])),
  artistIds: (t: CatalogTables, id: number) =>
    t.tracks.all().filter((track) => track.mix_type === 'ID' && creditedAs(track, id)),
  /** Every track crediting the artist, any role: what its `user_stats` counts likes of. */
  artistCredits: (t: CatalogTables, id: number) =>
    t.tracks.all().filter((track) => creditedAs(track, id)),
  artistLabels: (t: CatalogTables, id: number) => {
    const ids = new Set(
      t.tracks
        .all()
        .filter((track) => creditedAs(track, id))
        .map((track) => track.label_meta_id),
    );
    return t.labels.all().filter((label) => ids.has(label.id));
  },
  labelTracks: (t: CatalogTables, id: number) =>
    t.tracks.all().filter((track) => track.label_meta_id === id),
  labelArtists: (t: CatalogTables, id: number) => {
    const ids = new Set(
      related.labelTracks(t, id).flatMap((track) => track.artists.map((credit) => credit.id)),
    );
    return t.artists.all().filter((artist) => ids.has(artist.id));
  },
  /** Sets playing any of the label's tracks, and sets it curates. */
  labelSets: (t: CatalogTables, id: number) => {
    const trackIds = new Set(related.labelTracks(t, id).map((track) => track.id));
    const setIds = new Set(
      t.setTracks
        .all()
        .filter((entry) => trackIds.has(entry.track_meta_id))
        .map((entry) => entry.set_meta_id),
    );
    return t.sets
      .all()
      .filter(
        (set) =>
          setIds.has(set.id) ||
          set.set_sponsors.some((s) => s.sponsor_type === 'label' && s.sponsor_id === id),
      );
  },
  trackSets: (t: CatalogTables, id: number) => {
    const setIds = new Set(
      t.setTracks
        .all()
        .filter((entry) => entry.track_meta_id === id)
        .map((entry) => entry.set_meta_id),
    );
    return t.sets.all().filter((set) => setIds.has(set.id));
  },
};

/** Every endpoint answering 500 in the error shape: a screen's error state. */
export function failing(endpoints: readonly EndpointDescription[], what: string): HttpHandler[] {
  return endpoints.map((endpoint) =>
    handlerFor(endpoint, () => errorResponse(500, `The ${what} could not be loaded.`)),
  );
}

/** Every endpoint never answering: loading states stay on screen for stories and screenshots. */
export function hanging(endpoints: readonly EndpointDescription[]): HttpHandler[] {
  return endpoints.map((endpoint) =>
    handlerFor(endpoint, async () => {
      await delay('infinite');
      return errorResponse(503);
    }),
  );
}

/**
 * 365 days before the newest set's day: featured lists look at the catalog's last year (up to its
 * newest set, not today, so a fixed catalog always features the same).
 */
export function yearBeforeNewest(sets: readonly SetSummary[]): string {
  const newest = sets.reduce((max, set) => (set.release_date > max ? set.release_date : max), '');
  if (!newest) return '';
  return new Date(Date.parse(newest) - 365 * 86_400_000).toISOString().slice(0, 10);
}

/** A page of a shortlist: the featured lists hold at most `cap` items, paged like the others. */
export function shortlistPageOf<Item>(
  items: readonly Item[],
  query: { offset: number; limit: number },
  cap: number,
): Page<Item> {
  return pageOf(items.slice(0, cap), query);
}

/** The server's 404 for an id that names nothing: `No set has this id.` */
export function notFound(what: 'set' | 'track' | 'set track' | 'artist' | 'label') {
  return errorResponse(404, `No ${what} has this id.`);
}
