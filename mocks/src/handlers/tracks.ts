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
import { mockDb } from '../store/db.ts';
import { trackLikes } from '../store/engagement.ts';
import { listPage, type ListRules } from '../store/lists.ts';
import { failing, hanging, notFound, related, shortlistPageOf } from './catalog.ts';
import { handlerFor } from './contract.ts';
import { pageWith, userFieldsFor } from './user-fields.ts';

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
 * Featured: the most liked identified tracks (the catalog's likes and the mock users'), the
 * newest releases first among equals.
 */
export function featuredTracksOf(tables: CatalogTables): Track[] {
  return tables.tracks
    .all()
    .filter((track) => track.mix_type !== 'ID')
    .sort(
      (a, b) =>
        trackLikes(b.id) - trackLikes(a.id) ||
        (b.release_date ?? NEVER).localeCompare(a.release_date ?? NEVER) ||
        b.id - a.id,
    );
}

/**
 * Every tracks endpoint over `tables`; a sub-list of an unknown artist or label is a 404. Tracks
 * carry the caller's own fields.
 */
export function tracksHandlersOver(tables: CatalogTables): HttpHandler[] {
  const ofArtist = (id: number, tracks: (t: CatalogTables, id: number) => Track[]) =>
    tables.artists.get(id) ? tracks(tables, id) : null;
  const filled = (page: TracksPage, token: string | null) =>
    pageWith(page, userFieldsFor(tables, token).track);
  return [
    handlerFor(listTracks, ({ query, token }) =>
      filled(tracksPageOf(tables.tracks.all(), query), token),
    ),
    handlerFor(listFeaturedTracks, ({ query, token }) =>
      filled(shortlistPageOf(featuredTracksOf(tables), query, FEATURED_MAX), token),
    ),
    handlerFor(getTrack, ({ params, token }) => {
      const track = tables.tracks.get(params.id);
      return track ? userFieldsFor(tables, token).track(track) : notFound('track');
    }),
    handlerFor(listArtistTracks, ({ params, query, token }) => {
      const tracks = ofArtist(params.id, related.artistTracks);
      return tracks ? filled(tracksPageOf(tracks, query), token) : notFound('artist');
    }),
    handlerFor(listArtistRemixes, ({ params, query, token }) => {
      const tracks = ofArtist(params.id, related.artistRemixes);
      return tracks ? filled(tracksPageOf(tracks, query), token) : notFound('artist');
    }),
    handlerFor(listArtistIds, ({ params, query, token }) => {
      const tracks = ofArtist(params.id, related.artistIds);
      return tracks ? filled(tracksPageOf(tracks, query), token) : notFound('artist');
    }),
    handlerFor(listLabelTracks, ({ params, query, token }) =>
      tables.labels.get(params.id)
        ? filled(tracksPageOf(related.labelTracks(tables, params.id), query), token)
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
