import { ArtistsPageSchema } from './artists.ts';
import { IdParamsSchema, PageQuerySchema } from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { LabelsPageSchema } from './labels.ts';
import { SetsPageSchema } from './sets.ts';
import { TracksPageSchema } from './tracks.ts';

// Not in users.ts, which the session imports on every page: these lists need the catalog's page
// schemas, and Rollup puts a module the first script imports into that script whole, with every
// export any other chunk uses (design.md section 6, the /login budget).

// The profile's tabs (spec.md section 2, /profile): what the user favourited or follows, newest
// first (when it was favourited or followed), 20 a page, each item with the caller's own fields
// filled. Only the user themselves may read them: any other id answers 403 before looking, so
// the answer never says which ids are accounts.

const profileTab = (what: string) =>
  `${what}, newest first, 20 a page. Only your own: another user's id answers 403.`;

export const listUserSets = defineEndpoint({
  ...routes.listUserSets,
  summary: 'Your liked sets',
  description: profileTab('The sets you favourited (PUT /favs/set/{id})'),
  tag: 'users',
  access: 'bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: SetsPageSchema, ...errorResponses(403) },
});

export const listUserTracks = defineEndpoint({
  ...routes.listUserTracks,
  summary: 'Your liked tracks',
  description: profileTab('The tracks you favourited (PUT /favs/track/{id}), IDs left out'),
  tag: 'users',
  access: 'bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: TracksPageSchema, ...errorResponses(403) },
});

export const listUserIds = defineEndpoint({
  ...routes.listUserIds,
  summary: 'Your watched IDs',
  description: profileTab('The IDs (mix_type ID) you watch (PUT /favs/track/{id})'),
  tag: 'users',
  access: 'bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: TracksPageSchema, ...errorResponses(403) },
});

export const listUserArtists = defineEndpoint({
  ...routes.listUserArtists,
  summary: 'The artists you follow',
  description: profileTab('The artists you follow (PUT /stats/artist/{id}/follow)'),
  tag: 'users',
  access: 'bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: ArtistsPageSchema, ...errorResponses(403) },
});

export const listUserLabels = defineEndpoint({
  ...routes.listUserLabels,
  summary: 'The labels you follow',
  description: profileTab('The labels and curators you follow (PUT /stats/label/{id}/follow)'),
  tag: 'users',
  access: 'bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: LabelsPageSchema, ...errorResponses(403) },
});
