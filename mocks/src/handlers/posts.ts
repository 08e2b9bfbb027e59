import {
  createPost,
  deletePost,
  listSetPosts,
  listTrackPosts,
  updatePost,
  type Post,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import { catalogTablesOf, type CatalogRows, type CatalogTables } from '../store/catalog-tables.ts';
import { mockDb } from '../store/db.ts';
import { userOfToken } from './accounts.ts';
import { unauthorized } from './auth.ts';
import { failing, hanging, notFound, pageOf } from './catalog.ts';
import { handlerFor, type ContractResolver } from './contract.ts';
import { errorResponse, validationResponse } from './errors.ts';
import { refusedAfter, slowedBy } from './variants.ts';

/** How long `.writeRefused` takes to refuse: long enough to see the form busy first. */
export const POSTS_REFUSED_DELAY_MS = 600;
/** How long `.writeSlow` takes to answer: the busy Post and Update buttons stay on screen. */
export const POSTS_SLOW_DELAY_MS = 1500;

/** Newest first, the id breaking ties the same way. */
function newestFirst(posts: Post[]): Post[] {
  return posts.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id);
}

/** The server's 422 for one field of the body. */
const invalid = (field: string, message: string) =>
  validationResponse('json', [{ path: [field], message }]);

/**
 * Why a moment cannot be on the set, or null, as the server words it: only a set has moments,
 * and none past its end.
 */
function momentProblem(moment: number | null, set: { duration: number } | null): string | null {
  if (moment === null) return null;
  if (set === null) return 'Only a comment on a set is at a moment of it.';
  return moment > set.duration
    ? `Must be within the set: at most its duration, ${String(set.duration)} ms.`
    : null;
}

const moved = 'A comment cannot be moved: send the one it is on, or leave this out.';

/** The comment threads of sets and tracks over `tables`; an unknown set or track is a 404. */
function readHandlersOver(tables: CatalogTables): HttpHandler[] {
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

/** The caller's own comment `id`, or the server's answer why not: 404 unknown, 403 another's. */
function ownPost(tables: CatalogTables, id: number, userId: number): Post | Response {
  const post = tables.posts.get(id);
  if (!post) return errorResponse(404, 'No comment has this id.');
  return post.author.id === userId ? post : errorResponse(403, 'This comment is not yours.');
}

/** How the write endpoints answer, as the server's `/api/posts` routes do (in their order). */
function writeResolversOver(tables: CatalogTables) {
  const create: ContractResolver<typeof createPost> = ({ body, token }) => {
    const user = userOfToken(token);
    if (!user) return unauthorized();
    const setId = body.set_meta_id ?? null;
    const trackId = body.track_meta_id ?? null;
    const setTimestamp = body.set_timestamp ?? null;
    const set = setId === null ? null : tables.sets.get(setId);
    if (set === undefined) return notFound('set');
    if (trackId !== null && !tables.tracks.get(trackId)) return notFound('track');
    const onTheSet = (entry: { set_meta_id: number; track_meta_id: number }) =>
      entry.set_meta_id === setId && entry.track_meta_id === trackId;
    if (set && trackId !== null && !tables.setTracks.all().some(onTheSet)) {
      return invalid('track_meta_id', "This track is not on the set's track list.");
    }
    const moment = momentProblem(setTimestamp, set);
    if (moment !== null) return invalid('set_timestamp', moment);
    return tables.posts.insert({
      text: body.text,
      set_timestamp: setTimestamp,
      set_meta_id: setId,
      track_meta_id: trackId,
      timestamp: new Date().toISOString(),
      author: { id: user.id, username: user.username, avatar_url: user.avatar_url },
    });
  };

  const update: ContractResolver<typeof updatePost> = ({ params, body, token }) => {
    const user = userOfToken(token);
    if (!user) return unauthorized();
    const post = ownPost(tables, params.id, user.id);
    if (post instanceof Response) return post;
    const problems: { path: string[]; message: string }[] = [];
    if (body.set_meta_id !== undefined && body.set_meta_id !== post.set_meta_id) {
      problems.push({ path: ['set_meta_id'], message: moved });
    }
    if (body.track_meta_id !== undefined && body.track_meta_id !== post.track_meta_id) {
      problems.push({ path: ['track_meta_id'], message: moved });
    }
    const setTimestamp = body.set_timestamp ?? null;
    const set = post.set_meta_id === null ? null : (tables.sets.get(post.set_meta_id) ?? null);
    const moment = momentProblem(setTimestamp, set);
    if (moment !== null) problems.push({ path: ['set_timestamp'], message: moment });
    if (problems.length > 0) return validationResponse('json', problems);
    // An edit keeps its place in the thread: its timestamp is when it was first written.
    return tables.posts.update(post.id, { text: body.text, set_timestamp: setTimestamp }) ?? post;
  };

  const remove: ContractResolver<typeof deletePost> = ({ params, token }) => {
    const user = userOfToken(token);
    if (!user) return unauthorized();
    const post = ownPost(tables, params.id, user.id);
    if (post instanceof Response) return post;
    tables.posts.remove(post.id);
    return null;
  };

  return { create, update, remove };
}

type WriteResolvers = ReturnType<typeof writeResolversOver>;

/** The three writes, each answered through `answer`: the plain mock or a variant's wrapper. */
function writeHandlersWith(
  tables: CatalogTables,
  answer: <Endpoint extends typeof createPost | typeof updatePost | typeof deletePost>(
    endpoint: Endpoint,
    resolve: ContractResolver<Endpoint>,
  ) => HttpHandler,
): HttpHandler[] {
  const resolvers: WriteResolvers = writeResolversOver(tables);
  return [
    answer(createPost, resolvers.create),
    answer(updatePost, resolvers.update),
    answer(deletePost, resolvers.remove),
  ];
}

/** Reading and writing comments over `tables`, as the server does. */
export function postsHandlersOver(tables: CatalogTables): HttpHandler[] {
  return [...readHandlersOver(tables), ...writeHandlersWith(tables, handlerFor)];
}

const READS = [listSetPosts, listTrackPosts];

export interface PostsHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
  writeRefused: HttpHandler[];
  writeSlow: HttpHandler[];
  withCatalog: (rows: CatalogRows) => HttpHandler[];
}

/**
 * Comments over `mockDb`: six on set 1, three on set 2, two on track 1, none elsewhere; the
 * signed-in caller writes, edits and deletes their own (PASSWORD_USER wrote posts 1, 4, 7 and 10).
 */
export const postsHandlers: PostsHandlers = Object.assign(postsHandlersOver(mockDb), {
  /** Every set and track of the catalog, with no comment on any. */
  empty: postsHandlersOver({ ...mockDb, posts: catalogTablesOf().posts }),
  error: failing(READS, 'comments'),
  slow: hanging(READS),
  /** The threads as usual; every write fails with a 500 after a moment, changing nothing. */
  writeRefused: [
    ...readHandlersOver(mockDb),
    ...writeHandlersWith(
      mockDb,
      refusedAfter(POSTS_REFUSED_DELAY_MS, 'Your comment could not be saved.'),
    ),
  ],
  /** The threads as usual; every write works, after 1.5 s. */
  writeSlow: [
    ...readHandlersOver(mockDb),
    ...writeHandlersWith(mockDb, slowedBy(POSTS_SLOW_DELAY_MS)),
  ],
  /** Any catalog, every table its own: `rows` where given, empty elsewhere. */
  withCatalog: (rows: CatalogRows) => postsHandlersOver(catalogTablesOf(rows)),
});
