import {
  listArtists,
  listFeaturedArtists,
  listFeaturedLabels,
  listFeaturedSets,
  listLabels,
  listSets,
  listTracks,
  PAGE_SIZE,
  urlOf,
} from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';

/**
 * The first pages a listener lands on, in the order a first visit meets them: the home page's
 * shelves (featured sets, newest tracks, featured artists and labels), then the first page of
 * each discover list in its default order, as the web app asks for them.
 */
const LANDING_READS = [
  listFeaturedSets,
  listTracks,
  listFeaturedArtists,
  listFeaturedLabels,
  listSets,
  listArtists,
  listLabels,
].map((endpoint) => urlOf(endpoint, { query: { offset: 0, limit: PAGE_SIZE } }));

/** A generated picture in an answer: its path under the media folder, as the API gives it. */
const ART_IN_ANSWER = /"\/(art\/(?:sets|artists|labels|defaults)\/[a-z0-9-]{1,40}\.svg)"/g;

/**
 * The generated art of the landing pages (paths relative to the media folder), first seen first,
 * read through the API itself, so it is what those pages show. A read that fails adds nothing.
 */
export async function landingArt(app: FastifyInstance): Promise<string[]> {
  const paths = new Set<string>();
  for (const url of LANDING_READS) {
    const answer = await app.inject({ method: 'GET', url }).catch(() => null);
    if (answer?.statusCode !== 200) continue;
    for (const [, path] of answer.body.matchAll(ART_IN_ANSWER)) if (path) paths.add(path);
  }
  return [...paths];
}
