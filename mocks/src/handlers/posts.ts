import { listSetPosts, listTrackPosts, type Post } from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import { catalogTablesOf, type CatalogRows, type CatalogTables } from '../store/catalog-tables.ts';
import { mockDb } from '../store/db.ts';
import { failing, hanging, notFound, pageOf } from './catalog.ts';
import { handlerFor } from './contract.ts';

/** Newest first, the id breaking ties the same way. */
function newestFirst(posts: Post[]): Post[] {
  return posts.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id);
}

/** The comment threads of sets and tracks over `tables`; an unknown set or track is a 404. */
export function postsHandlersOver(tables: CatalogTables): HttpHandler[] {
  return [
    handlerFor(listSetPosts, ({ params, query }) =>
      tables.sets.get(params.id)
        ? pageOf(newestFirst(tables.posts.all().filter((p) => p.set_meta_id === params.id)), query)
        : notFound('set'),
    ),
    handlerFor(listTrackPosts, ({ params, query }) =>
      tables.tracks.get(params.id)
        ? pageOf(
            newestFirst(tables.posts.all().filter((p) => p.track_meta_id === params.id)),
            query,
          )
        : notFound('track'),
    ),
  ];
}

const ENDPOINTS = [listSetPosts, listTrackPosts];

export interface PostsHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
  withCatalog: (rows: CatalogRows) => HttpHandler[];
}

/**
 * Comments over `mockDb`: six on set 1, three on set 2, two on track 1, none elsewhere. (The
 * server's threads stay empty until comments can be written.)
 */
export const postsHandlers: PostsHandlers = Object.assign(postsHandlersOver(mockDb), {
  /** Every set and track of the catalog, with no comment on any. */
  empty: postsHandlersOver({ ...mockDb, posts: catalogTablesOf().posts }),
  error: failing(ENDPOINTS, 'comments'),
  slow: hanging(ENDPOINTS),
  /** Any catalog, every table its own: `rows` where given, empty elsewhere. */
  withCatalog: (rows: CatalogRows) => postsHandlersOver(catalogTablesOf(rows)),
});
