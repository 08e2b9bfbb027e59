import {
  listUserArtists,
  listUserIds,
  listUserLabels,
  listUserSets,
  listUserTracks,
  type EndpointDescription,
  type Page,
  type PageQuery,
  type ResponseOf,
  type Track,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import { catalogTablesOf, type CatalogTables } from '../store/catalog-tables.ts';
import { mockDb } from '../store/db.ts';
import { favouritesOf, followedBy } from '../store/engagement.ts';
import { userOfToken } from './accounts.ts';
import { unauthorized } from './auth.ts';
import { failing, hanging, pageOf } from './catalog.ts';
import { handlerFor, type ContractResolver } from './contract.ts';
import { errorResponse } from './errors.ts';
import { userFieldsFor, type UserFields } from './user-fields.ts';

type TabEndpoint = EndpointDescription & { params: { shape: { id: unknown } } };

/**
 * One profile tab as the server answers it: the caller's Bearer must name a signed-in user (401),
 * the id must be theirs (403, before looking), then `items` (newest first) a page at a time, each
 * with the caller's own fields.
 */
function tab<Endpoint extends TabEndpoint, Item>(
  tables: CatalogTables,
  items: (userId: number, fill: UserFields) => Item[],
): ContractResolver<Endpoint> {
  return ({ params, query, token }) => {
    const user = userOfToken(token);
    if (!user) return unauthorized();
    if ((params as { id: number }).id !== user.id) {
      return errorResponse(403, 'Only you can see your own favourites and follows.');
    }
    // The item type is the tab's (sets, tracks…); handlerFor checks the page against its schema.
    const page: Page<Item> = pageOf(
      items(user.id, userFieldsFor(tables, token)),
      query as PageQuery,
    );
    return page as ResponseOf<Endpoint>;
  };
}

/** The rows of `ids` that `table` holds, in the order of `ids`. */
function rowsOf<Row>(table: { get(id: number): Row | undefined }, ids: readonly number[]): Row[] {
  return ids.flatMap((id) => {
    const row = table.get(id);
    return row === undefined ? [] : [row];
  });
}

const isId = (track: Track) => track.mix_type === 'ID';

/** The five profile tabs over `tables` and the mock users' favourites and follows. */
function profileHandlersOver(tables: CatalogTables): HttpHandler[] {
  return [
    handlerFor(
      listUserSets,
      tab(tables, (userId, fill) => rowsOf(tables.sets, favouritesOf(userId, 'set')).map(fill.set)),
    ),
    handlerFor(
      listUserTracks,
      tab(tables, (userId, fill) =>
        rowsOf(tables.tracks, favouritesOf(userId, 'track'))
          .filter((track) => !isId(track))
          .map(fill.track),
      ),
    ),
    handlerFor(
      listUserIds,
      tab(tables, (userId, fill) =>
        rowsOf(tables.tracks, favouritesOf(userId, 'track')).filter(isId).map(fill.track),
      ),
    ),
    handlerFor(
      listUserArtists,
      tab(tables, (userId, fill) =>
        rowsOf(tables.artists, followedBy(userId, 'artist')).map(fill.artist),
      ),
    ),
    handlerFor(
      listUserLabels,
      tab(tables, (userId, fill) =>
        rowsOf(tables.labels, followedBy(userId, 'label')).map(fill.label),
      ),
    ),
  ];
}

const ENDPOINTS = [listUserSets, listUserTracks, listUserIds, listUserArtists, listUserLabels];

export interface ProfileHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
}

/**
 * The profile's tabs (GET /users/{id}/sets, /tracks, /ids, /artists, /labels) over `mockDb`:
 * what the signed-in user favourited, watches and follows (`seedEngagement` or the engagement
 * toggles), newest first, 20 a page; another user's id is a 403. Plus one variant per state a
 * tab must show.
 */
export const profileHandlers: ProfileHandlers = Object.assign(profileHandlersOver(mockDb), {
  /** The user favourited and follows nothing: every tab is an empty page. */
  empty: profileHandlersOver(catalogTablesOf()),
  /** The server fails every time (after the same 401 without a Bearer). */
  error: failing(ENDPOINTS, 'profile'),
  /** The answer never arrives: loading states stay on screen. */
  slow: hanging(ENDPOINTS),
});
