// The package's public API: what the server, the client, the mocks and their tests import. A name
// only the contract itself uses stays in its module.
export { GENRES, type Genre } from './genres.ts';
export {
  DateSchema,
  ErrorBodySchema,
  PAGE_SIZE,
  SORT_DIRECTIONS,
  ValidationErrorBodySchema,
  validationErrorBody,
  type ErrorBody,
  type Page,
  type SortDirection,
  type ValidationErrorBody,
  type ValidationLocation,
} from './common.ts';
export {
  SET_SORT_FIELDS,
  SetSummarySchema,
  SetsPageSchema,
  SetsQuerySchema,
  listSets,
  setSearchTexts,
  type ArtistRef,
  type SetSortField,
  type SetSponsor,
  type SetSummary,
  type SetsPage,
  type SetsQuery,
} from './sets.ts';
export {
  API_PREFIX,
  API_TAGS,
  NoContentSchema,
  SECURITY_SCHEMES,
  defineEndpoint,
  errorResponses,
  responsesOf,
  routePatternOf,
  securityOf,
  successSchemaOf,
  successStatusOf,
  urlOf,
  type Access,
  type ApiTag,
  type BodyOf,
  type EndpointDescription,
  type ErrorStatus,
  type ParamsOf,
  type QueryInputOf,
  type QueryOf,
  type ResponseOf,
  type ResponsesOf,
  type UrlParts,
} from './endpoint.ts';
export { getLiveness, getReadiness } from './health.ts';
export { endpoints } from './endpoints.ts';
