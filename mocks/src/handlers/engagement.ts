import {
  purchaseTrack,
  toggleArtistFollow,
  toggleArtistShowLikes,
  toggleLabelFollow,
  toggleLabelShowLikes,
  toggleSetFav,
  toggleSetLike,
  toggleSetShowLikes,
  toggleTrackFav,
  toggleTrackLike,
  toggleTrackShowLikes,
  type EndpointDescription,
  type ResponseOf,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import type { FavKind, FollowKind } from '../fixtures/engagement.ts';
import { mockDb } from '../store/db.ts';
import * as engagement from '../store/engagement.ts';
import { userOfToken } from './accounts.ts';
import { unauthorized } from './auth.ts';
import { notFound } from './catalog.ts';
import { handlerFor, type ContractResolver } from './contract.ts';
import { refusedAfter, slowedBy, type Answer } from './variants.ts';
import { favStatsOf, followStatsOf, withLiveLikes, withLiveTrackLikes } from './user-fields.ts';

/** How long `.refused` takes to refuse: long enough to see the optimistic state first. */
export const ENGAGEMENT_REFUSED_DELAY_MS = 600;
/** How long `.slow` takes to answer: the pending (optimistic) state stays on screen meanwhile. */
export const ENGAGEMENT_SLOW_DELAY_MS = 1500;

/** Every engagement endpoint takes the id of what it acts on. */
type IdEndpoint = EndpointDescription & { params: { shape: { id: unknown } } };

/**
 * A toggle as the server answers it: the caller's Bearer must name a signed-in user (401
 * otherwise), the id a row of `mockDb` (404 otherwise); then `act` flips the caller's own state
 * and answers what it left.
 */
function toggle<Endpoint extends IdEndpoint>(
  exists: (id: number) => boolean,
  what: Parameters<typeof notFound>[0],
  act: (userId: number, id: number) => ResponseOf<Endpoint>,
): ContractResolver<Endpoint> {
  return ({ params, token }) => {
    const user = userOfToken(token);
    if (!user) return unauthorized();
    const { id } = params as { id: number };
    return exists(id) ? act(user.id, id) : notFound(what);
  };
}

const isArtist = (id: number) => mockDb.artists.get(id) !== undefined;
const isLabel = (id: number) => mockDb.labels.get(id) !== undefined;
const isSet = (id: number) => mockDb.sets.get(id) !== undefined;
const isTrack = (id: number) => mockDb.tracks.get(id) !== undefined;

const follows = (kind: FollowKind) => ({
  follow: (userId: number, id: number) => {
    engagement.toggleFollow(userId, kind, id);
    return followStatsOf(mockDb, userId, kind, id);
  },
  showLikes: (userId: number, id: number) => {
    engagement.toggleFollowShowLikes(userId, kind, id);
    return followStatsOf(mockDb, userId, kind, id);
  },
});

const favs = (kind: FavKind) => ({
  fav: (userId: number, id: number) => {
    engagement.toggleFav(userId, kind, id);
    return favStatsOf(userId, kind, id);
  },
  showLikes: (userId: number, id: number) => {
    engagement.toggleFavShowLikes(userId, kind, id);
    return favStatsOf(userId, kind, id);
  },
  like: (userId: number, id: number) => {
    const mine = engagement.toggleLike(userId, kind, id).length;
    const set = kind === 'set' ? mockDb.sets.get(id) : undefined;
    const track = kind === 'track' ? mockDb.tracks.get(id) : undefined;
    const likes = set
      ? withLiveLikes(set).likes
      : track
        ? withLiveTrackLikes(track).likes
        : engagement.trackLikes(id);
    return { is_liked: mine > 0, user_likes: mine, likes };
  },
});

const artist = follows('artist');
const label = follows('label');
const set = favs('set');
const track = favs('track');

/** Every engagement endpoint, each answered through `answer`. */
function engagementHandlersWith(answer: Answer): HttpHandler[] {
  return [
    answer(toggleArtistFollow, toggle(isArtist, 'artist', artist.follow)),
    answer(toggleArtistShowLikes, toggle(isArtist, 'artist', artist.showLikes)),
    answer(toggleLabelFollow, toggle(isLabel, 'label', label.follow)),
    answer(toggleLabelShowLikes, toggle(isLabel, 'label', label.showLikes)),
    answer(toggleSetFav, toggle(isSet, 'set', set.fav)),
    answer(toggleSetShowLikes, toggle(isSet, 'set', set.showLikes)),
    answer(toggleSetLike, toggle(isSet, 'set', set.like)),
    answer(toggleTrackFav, toggle(isTrack, 'track', track.fav)),
    answer(toggleTrackShowLikes, toggle(isTrack, 'track', track.showLikes)),
    answer(toggleTrackLike, toggle(isTrack, 'track', track.like)),
    answer(
      purchaseTrack,
      toggle(isTrack, 'track', (userId, id) => ({
        is_purchased: engagement.purchaseTrack(userId, id).is_purchased,
      })),
    ),
  ];
}

export interface EngagementHandlers extends Array<HttpHandler> {
  refused: HttpHandler[];
  slow: HttpHandler[];
  unauthorized: HttpHandler[];
}

/**
 * The engagement endpoints (follows, favourites, likes, purchase) over `mockDb`: each flips the
 * signed-in caller's own state, which the catalog reads then show in their user fields, plus one
 * variant per state a toggle must show. Each value is a handler list for `server.use(...)` or
 * `parameters.msw.handlers`.
 */
export const engagementHandlers: EngagementHandlers = Object.assign(
  engagementHandlersWith(handlerFor),
  {
    /** Every call fails with a 500 after a moment, changing nothing: optimistic updates roll back. */
    refused: engagementHandlersWith(
      refusedAfter(ENGAGEMENT_REFUSED_DELAY_MS, 'Your change could not be saved.'),
    ),
    /** Every call works, after 1.5 s: the pending state can be seen. */
    slow: engagementHandlersWith(slowedBy(ENGAGEMENT_SLOW_DELAY_MS)),
    /** Every call answers 401, as for a session that ended: nothing changes. */
    unauthorized: engagementHandlersWith((endpoint) => handlerFor(endpoint, () => unauthorized())),
  },
);
