import {
  listUnreleasedIds,
  releaseId,
  routePatternOf,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { http, type HttpHandler } from 'msw';
import { mockDb } from '../store/db.ts';
import { releaseIdAs, unreleasedIdsPage } from '../store/releases.ts';
import { userOfToken } from './accounts.ts';
import { bearerTokenOf, unauthorized } from './auth.ts';
import { hanging, notFound } from './catalog.ts';
import { handlerFor, type ContractResolver } from './contract.ts';
import { errorResponse, validationResponse } from './errors.ts';
import { pageWith, userFieldsFor } from './user-fields.ts';
import { refusedAfter, slowedBy, type Answer } from './variants.ts';

/** How long `.refused` takes to refuse: long enough to see the page busy first. */
export const ADMIN_REFUSED_DELAY_MS = 600;
/** How long `.slow` takes to answer: the pending state stays on screen meanwhile. */
export const ADMIN_SLOW_DELAY_MS = 1500;

/** The 409 of an ID released already, as the server says it. */
export const ALREADY_RELEASED = 'This ID has been released already.';

/**
 * Lets only an operator through to `endpoint`, as the server's admin hook does before it reads
 * params or body: 401 without a signed-in user, 403 for anyone not an admin. Anyone else falls
 * through to the endpoint's own handler (an MSW resolver answering nothing passes the request on).
 */
function adminGate(endpoint: EndpointDescription): HttpHandler {
  return http.all(`*${routePatternOf(endpoint)}`, ({ request }) => {
    const user = userOfToken(bearerTokenOf(request));
    if (!user) return unauthorized();
    if (user.role !== 'admin') return errorResponse(403, 'Only an admin may do this.');
    return undefined;
  });
}

const search: ContractResolver<typeof listUnreleasedIds> = ({ query, token }) =>
  pageWith(unreleasedIdsPage(query.search, query.offset), userFieldsFor(mockDb, token).track);

/** The server's 422 for a `track_id` the ID cannot be released as. */
const wrongTrack = (message: string) =>
  validationResponse('json', [{ path: ['track_id'], message }]);

const release: ContractResolver<typeof releaseId> = ({ params, body }) => {
  const id = mockDb.tracks.get(params.id);
  if (!id) return notFound('track');
  if (id.mix_type !== 'ID') return errorResponse(404, 'This track is not an ID.');
  if (id.released_as !== null) return errorResponse(409, ALREADY_RELEASED);
  const track = mockDb.tracks.get(body.track_id);
  if (!track) return wrongTrack('No track has this id.');
  if (track.mix_type === 'ID') return wrongTrack('Must be a released track, not an ID.');
  return releaseIdAs(id, track);
};

function adminIdsHandlersWith(answer: Answer): HttpHandler[] {
  return [
    adminGate(listUnreleasedIds),
    answer(listUnreleasedIds, search),
    adminGate(releaseId),
    answer(releaseId, release),
  ];
}

export interface AdminIdsHandlers extends Array<HttpHandler> {
  refused: HttpHandler[];
  trackGone: HttpHandler[];
  slow: HttpHandler[];
  pending: HttpHandler[];
}

/**
 * The admin page's endpoints over `mockDb`: searching the unreleased IDs and releasing one as a
 * released track (which notifies its watchers and moment-likers in `mockDb.notifications`), for
 * ADMIN_USER (ADMIN_SESSION's Bearer) only, plus one variant per state the page must show.
 */
/** The search as usual, and the gate of a release whose answer a variant decides. */
const searchAsUsual = () => [
  adminGate(listUnreleasedIds),
  handlerFor(listUnreleasedIds, search),
  adminGate(releaseId),
];

export const adminIdsHandlers: AdminIdsHandlers = Object.assign(adminIdsHandlersWith(handlerFor), {
  /** The search works; a release fails with a 500 after a moment, changing nothing. */
  refused: [
    ...searchAsUsual(),
    refusedAfter(ADMIN_REFUSED_DELAY_MS, 'The release could not be saved.')(releaseId, release),
  ],
  /**
   * The search works; a release answers the 422 of a released track deleted meanwhile. The
   * catalog keeps the track, so a search that revalidates meanwhile still lists it as chosen.
   */
  trackGone: [...searchAsUsual(), handlerFor(releaseId, () => wrongTrack('No track has this id.'))],
  /** Every call works, after 1.5 s. */
  slow: adminIdsHandlersWith(slowedBy(ADMIN_SLOW_DELAY_MS)),
  /**
   * The search works; a release never answers, so it stays on its way (and changes nothing
   * after the story or test that sent it has ended).
   */
  pending: [...searchAsUsual(), ...hanging([releaseId])],
});
