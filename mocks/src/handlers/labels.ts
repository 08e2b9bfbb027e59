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
import { failing, hanging, notFound, pageOf, related } from './catalog.ts';
import { handlerFor } from './contract.ts';
import { pageWith, userFieldsFor } from './user-fields.ts';

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

/** How far back "active now" looks: the catalog's newest releases and newest sets. */
const NEWEST_RELEASES = 2000;
const NEWEST_SETS = 500;

/**
 * Featured: labels and curators active now, as the server counts it: their tracks among the
 * catalog's newest releases plus the sets they curate among its newest sets; then most sets, then
 * id. Labels without a set are left out.
 */
export function featuredLabelsOf(tables: CatalogTables): Label[] {
  const activity = new Map<number, number>();
  const count = (id: number | null | undefined) => {
    if (id !== null && id !== undefined) activity.set(id, (activity.get(id) ?? 0) + 1);
  };
  const releases = tables.tracks
    .all()
    .filter((track) => track.release_date !== null)
    .sort((a, b) => (b.release_date ?? '').localeCompare(a.release_date ?? '') || b.id - a.id);
  for (const track of releases.slice(0, NEWEST_RELEASES)) count(track.label_meta_id);
  const sets = tables.sets
    .all()
    .sort((a, b) => b.release_date.localeCompare(a.release_date) || b.id - a.id);
  for (const set of sets.slice(0, NEWEST_SETS)) {
    for (const sponsor of set.set_sponsors) {
      if (sponsor.sponsor_type === 'label') count(sponsor.sponsor_id);
    }
  }
  const active = (label: Label) => activity.get(label.id) ?? 0;
  return tables.labels
    .all()
    .filter((label) => label.set_count > 0)
    .sort((a, b) => active(b) - active(a) || b.set_count - a.set_count || a.id - b.id);
}

/** Every labels endpoint over `tables`; each label carries the caller's `user_label_stats`. */
export function labelsHandlersOver(tables: CatalogTables): HttpHandler[] {
  const filled = (page: LabelsPage, token: string | null) =>
    pageWith(page, userFieldsFor(tables, token).label);
  return [
    handlerFor(listLabels, ({ query, token }) =>
      filled(labelsPageOf(tables.labels.all(), query), token),
    ),
    handlerFor(listFeaturedLabels, ({ query, token }) =>
      filled(pageOf(featuredLabelsOf(tables), query), token),
    ),
    handlerFor(getLabel, ({ params, token }) => {
      const label = tables.labels.get(params.id);
      return label ? userFieldsFor(tables, token).label(label) : notFound('label');
    }),
    handlerFor(listArtistLabels, ({ params, query, token }) =>
      tables.artists.get(params.id)
        ? filled(labelsPageOf(related.artistLabels(tables, params.id), query), token)
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
