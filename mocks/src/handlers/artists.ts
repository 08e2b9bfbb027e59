import {
  artistSearchTexts,
  getArtist,
  listArtists,
  listFeaturedArtists,
  listLabelArtists,
  type Artist,
  type ArtistsPage,
  type ArtistsQuery,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import { mockDb } from '../store/db.ts';
import { catalogTablesOf, type CatalogRows, type CatalogTables } from '../store/catalog-tables.ts';
import { listPage, type ListRules } from '../store/lists.ts';
import { failing, hanging, notFound, pageOf, related, yearBeforeNewest } from './catalog.ts';
import { handlerFor } from './contract.ts';
import { pageWith, userFieldsFor } from './user-fields.ts';

/** The server's list rules for artists (name lower-cased, counts as numbers). */
const artistListRules: ListRules<Artist, ArtistsQuery> = {
  sortKeys: {
    name: (artist) => artist.name.toLowerCase(),
    set_count: (artist) => artist.set_count,
    track_count: (artist) => artist.track_count,
    remix_count: (artist) => artist.remix_count,
  },
  searchTexts: artistSearchTexts,
  // A genre keeps the artists with a track of that genre.
  filter: (artist, { genre }) => !genre || artist.track_genres.includes(genre),
};

/** What the real server answers for `query` over these artists. */
export function artistsPageOf(artists: readonly Artist[], query: ArtistsQuery): ArtistsPage {
  return listPage(artists, query, artistListRules);
}

/**
 * Featured: most sets in the catalog's last year, then most sets overall; artists without a set
 * are left out.
 */
export function featuredArtistsOf(tables: CatalogTables): Artist[] {
  const since = yearBeforeNewest(tables.sets.all());
  const recent = new Map<number, number>();
  for (const set of tables.sets.all()) {
    if (set.release_date <= since) continue;
    for (const { id } of set.artists) recent.set(id, (recent.get(id) ?? 0) + 1);
  }
  return tables.artists
    .all()
    .filter((artist) => artist.set_count > 0)
    .sort(
      (a, b) =>
        (recent.get(b.id) ?? 0) - (recent.get(a.id) ?? 0) ||
        b.set_count - a.set_count ||
        a.id - b.id,
    );
}

/** Every artists endpoint over `tables`; each artist carries the caller's `user_stats`. */
export function artistsHandlersOver(tables: CatalogTables): HttpHandler[] {
  const filled = (page: ArtistsPage, token: string | null) =>
    pageWith(page, userFieldsFor(tables, token).artist);
  return [
    handlerFor(listArtists, ({ query, token }) =>
      filled(artistsPageOf(tables.artists.all(), query), token),
    ),
    handlerFor(listFeaturedArtists, ({ query, token }) =>
      filled(pageOf(featuredArtistsOf(tables), query), token),
    ),
    handlerFor(getArtist, ({ params, token }) => {
      const artist = tables.artists.get(params.id);
      return artist ? userFieldsFor(tables, token).artist(artist) : notFound('artist');
    }),
    handlerFor(listLabelArtists, ({ params, query, token }) =>
      tables.labels.get(params.id)
        ? filled(artistsPageOf(related.labelArtists(tables, params.id), query), token)
        : notFound('label'),
    ),
  ];
}

const ENDPOINTS = [listArtists, listFeaturedArtists, getArtist, listLabelArtists];

export interface ArtistsHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
  withCatalog: (rows: CatalogRows) => HttpHandler[];
}

/**
 * The artists endpoints over `mockDb` (40 artists of the mock catalog), plus one variant per
 * state a screen must handle.
 */
export const artistsHandlers: ArtistsHandlers = Object.assign(artistsHandlersOver(mockDb), {
  /** No artists at all: lists are empty, an artist page is a 404. */
  empty: artistsHandlersOver(catalogTablesOf()),
  error: failing(ENDPOINTS, 'artists'),
  slow: hanging(ENDPOINTS),
  /** Any catalog, e.g. `withCatalog({ artists: [makeArtist({ id: 3 })] })`; empty elsewhere. */
  withCatalog: (rows: CatalogRows) => artistsHandlersOver(catalogTablesOf(rows)),
});
