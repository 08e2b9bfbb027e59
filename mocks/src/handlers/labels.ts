import {
  getLabel,
  labelSearchTexts,
  listArtistLabels,
  listFeaturedLabels,
  listLabels,
  type Label,
  type LabelsPage,
  type LabelsQuery,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import { catalogTablesOf, type CatalogRows, type CatalogTables } from '../store/catalog-tables.ts';
import { mockDb } from '../store/db.ts';
import { listPage, type ListRules } from '../store/lists.ts';
import { failing, hanging, notFound, pageOf, related, yearBeforeNewest } from './catalog.ts';
import { handlerFor } from './contract.ts';

/** The server's list rules for labels and curators. */
const labelListRules: ListRules<Label, LabelsQuery> = {
  sortKeys: {
    name: (label) => label.name.toLowerCase(),
    set_count: (label) => label.set_count,
    track_count: (label) => label.track_count,
    artist_count: (label) => label.artist_count,
  },
  searchTexts: labelSearchTexts,
  filter: (label, { genre, sponsor_type }) =>
    (!genre || label.track_genres.includes(genre)) &&
    (!sponsor_type || label.sponsor_type === sponsor_type),
};

/** What the real server answers for `query` over these labels. */
export function labelsPageOf(labels: readonly Label[], query: LabelsQuery): LabelsPage {
  return listPage(labels, query, labelListRules);
}

/**
 * Featured: most sets in the catalog's last year (sets playing their tracks or curated by
 * them), then most sets overall; labels without a set are left out.
 */
export function featuredLabelsOf(tables: CatalogTables): Label[] {
  const since = yearBeforeNewest(tables.sets.all());
  const recent = (id: number) =>
    related.labelSets(tables, id).filter((set) => set.release_date > since).length;
  const withRecent = tables.labels
    .all()
    .filter((label) => label.set_count > 0)
    .map((label) => ({ label, recent: recent(label.id) }));
  return withRecent
    .sort(
      (a, b) =>
        b.recent - a.recent || b.label.set_count - a.label.set_count || a.label.id - b.label.id,
    )
    .map(({ label }) => label);
}

/** Every labels endpoint over `tables`. */
export function labelsHandlersOver(tables: CatalogTables): HttpHandler[] {
  return [
    handlerFor(listLabels, ({ query }) => labelsPageOf(tables.labels.all(), query)),
    handlerFor(listFeaturedLabels, ({ query }) => pageOf(featuredLabelsOf(tables), query)),
    handlerFor(getLabel, ({ params }) => tables.labels.get(params.id) ?? notFound('label')),
    handlerFor(listArtistLabels, ({ params, query }) =>
      tables.artists.get(params.id)
        ? labelsPageOf(related.artistLabels(tables, params.id), query)
        : notFound('artist'),
    ),
  ];
}

const ENDPOINTS = [listLabels, listFeaturedLabels, getLabel, listArtistLabels];

export interface LabelsHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
  withCatalog: (rows: CatalogRows) => HttpHandler[];
}

/**
 * The labels endpoints over `mockDb` (10 record labels, ids 101–110, and 4 curators, 111–114),
 * plus one variant per state a screen must handle.
 */
export const labelsHandlers: LabelsHandlers = Object.assign(labelsHandlersOver(mockDb), {
  /** No labels at all: lists are empty, a label page is a 404. */
  empty: labelsHandlersOver(catalogTablesOf()),
  error: failing(ENDPOINTS, 'labels'),
  slow: hanging(ENDPOINTS),
  /** Any catalog, e.g. `withCatalog({ labels: [makeLabel({ id: 101 })] })`; empty elsewhere. */
  withCatalog: (rows: CatalogRows) => labelsHandlersOver(catalogTablesOf(rows)),
});
