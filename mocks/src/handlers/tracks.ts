import {
  FEATURED_MAX,
  getTrack,
  listArtistIds,
  listArtistRemixes,
  listArtistTracks,
  listFeaturedTracks,
  listLabelTracks,
  listTracks,
  trackSearchTexts,
  type IdsQuery,
  type Track,
  type TracksPage,
  type TracksQuery,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import { catalogTablesOf, type CatalogRows, type CatalogTables } from '../store/catalog-tables.ts';
import { WORLD } from '../fixtures/catalog/world.ts';
import { mockDb } from '../store/db.ts';
import { listPage, type ListRules } from '../store/lists.ts';
import { failing, hanging, notFound, related, shortlistPageOf } from './catalog.ts';
import { handlerFor } from './contract.ts';

/** An unreleased track (an ID) sorts as if released on this day: last when newest come first. */
const NEVER = '0001-01-01';

/** The server's list rules for tracks; the IDs tab adds the day an ID was first heard. */
const trackListRules: ListRules<Track, IdsQuery> = {
  sortKeys: {
    artist: (track) => track.artist.toLowerCase(),
    title: (track) => track.title.toLowerCase(),
    label_name: (track) => (track.label_name ?? '').toLowerCase(),
    genre: (track) => (track.genre ?? '').toLowerCase(),
    release_date: (track) => track.release_date ?? NEVER,
    first_heard_date: (track) => track.first_heard_date ?? NEVER,
  },
  searchTexts: trackSearchTexts,
  filter: (track, { genre }) => !genre || track.genre === genre,
};

/** What the real server answers for `query` over these tracks. */
export function tracksPageOf(tracks: readonly Track[], query: TracksQuery | IdsQuery): TracksPage {
  return listPage(tracks, query, trackListRules);
}

/**
 * How many likes a track has: stored on the server's row but not in the contract's Track, so the
 * mocks keep the catalog's own (0 for rows made elsewhere).
 */
const LIKES = new Map(WORLD.tracks.map((track) => [track.id, track.likes]));
const likesOf = (track: Track) => LIKES.get(track.id) ?? 0;

/** Featured: the most liked identified tracks, the newest releases first among equals. */
export function featuredTracksOf(tables: CatalogTables): Track[] {
  return tables.tracks
    .all()
    .filter((track) => track.mix_type !== 'ID')
    .sort(
      (a, b) =>
        likesOf(b) - likesOf(a) ||
        (b.release_date ?? NEVER).localeCompare(a.release_date ?? NEVER) ||
        b.id - a.id,
    );
}

/** Every tracks endpoint over `tables`; a sub-list of an unknown artist or label is a 404. */
export function tracksHandlersOver(tables: CatalogTables): HttpHandler[] {
  const ofArtist = (id: number, tracks: (t: CatalogTables, id: number) => Track[]) =>
    tables.artists.get(id) ? tracks(tables, id) : null;
  return [
    handlerFor(listTracks, ({ query }) => tracksPageOf(tables.tracks.all(), query)),
    handlerFor(listFeaturedTracks, ({ query }) =>
      shortlistPageOf(featuredTracksOf(tables), query, FEATURED_MAX),
    ),
    handlerFor(getTrack, ({ params }) => tables.tracks.get(params.id) ?? notFound('track')),
    handlerFor(listArtistTracks, ({ params, query }) => {
      const tracks = ofArtist(params.id, related.artistTracks);
      return tracks ? tracksPageOf(tracks, query) : notFound('artist');
    }),
    handlerFor(listArtistRemixes, ({ params, query }) => {
      const tracks = ofArtist(params.id, related.artistRemixes);
      return tracks ? tracksPageOf(tracks, query) : notFound('artist');
    }),
    handlerFor(listArtistIds, ({ params, query }) => {
      const tracks = ofArtist(params.id, related.artistIds);
      return tracks ? tracksPageOf(tracks, query) : notFound('artist');
    }),
    handlerFor(listLabelTracks, ({ params, query }) =>
      tables.labels.get(params.id)
        ? tracksPageOf(related.labelTracks(tables, params.id), query)
        : notFound('label'),
    ),
  ];
}

const ENDPOINTS = [
  listTracks,
  listFeaturedTracks,
  getTrack,
  listArtistTracks,
  listArtistRemixes,
  listArtistIds,
  listLabelTracks,
];

export interface TracksHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
  withCatalog: (rows: CatalogRows) => HttpHandler[];
}

/**
 * The tracks endpoints over `mockDb` (200 released tracks across the 20 genres, plus the IDs
 * heard in the sets), plus one variant per state a screen must handle.
 */
export const tracksHandlers: TracksHandlers = Object.assign(tracksHandlersOver(mockDb), {
  /** No tracks: lists are empty (sub-lists 404, no artist or label either). */
  empty: tracksHandlersOver(catalogTablesOf()),
  error: failing(ENDPOINTS, 'tracks'),
  slow: hanging(ENDPOINTS),
  /** Any catalog, e.g. `withCatalog({ tracks: [makeTrack({ id: 1 })] })`; empty elsewhere. */
  withCatalog: (rows: CatalogRows) => tracksHandlersOver(catalogTablesOf(rows)),
});
