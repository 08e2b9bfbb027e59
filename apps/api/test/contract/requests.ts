import {
  ARTIST_SORT_FIELDS,
  endpoints,
  ID_SORT_FIELDS,
  LABEL_SORT_FIELDS,
  SET_SORT_FIELDS,
  TRACK_SORT_FIELDS,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { MOCK_CATALOG } from '@rabbithole/mocks';

/** One call of the contract test: an endpoint, its path id and its query as a URL carries them. */
export interface ContractRequest {
  endpoint: EndpointDescription;
  id?: number | string;
  query?: Record<string, string | number>;
  /** A query string sent as is, for what `query` cannot say (a repeated key, a NUL). */
  raw?: string;
}

const e = endpoints;
const MISSING = 999_999;
const firstId = MOCK_CATALOG.tracks.find((track) => track.mix_type === 'ID')?.id ?? 1;
const remixer =
  MOCK_CATALOG.tracks
    .find((track) => track.mix_type === 'remix')
    ?.credits.find((c) => c.role === 'mixer')?.artist_id ?? 1;
const idArtist =
  MOCK_CATALOG.tracks.find((track) => track.mix_type === 'ID')?.credits[0]?.artist_id ?? 1;
const playedTrack = MOCK_CATALOG.setTracks.find((entry) => entry.track_id <= 200)?.track_id ?? 1;

function everySort(
  endpoint: EndpointDescription,
  fields: readonly string[],
  id?: number,
): ContractRequest[] {
  return fields.flatMap((order_by) =>
    (['asc', 'desc'] as const).map((order_direction) => ({
      endpoint,
      ...(id === undefined ? {} : { id }),
      query: { order_by, order_direction, offset: 10, limit: 30 },
    })),
  );
}

/** Bad values every list refuses; with the list's own fields below. */
const badPaging = { offset: -1, limit: 0 };

/**
 * The request list: every catalog read with its sorts, filters, search, `after` paging, details,
 * sub-lists, featured lists, comments, the play position, 404s and 422s.
 */
export const CONTRACT_REQUESTS: ContractRequest[] = [
  // Sets.
  { endpoint: e.listSets },
  {
    endpoint: e.listSets,
    query: { order_by: 'set_meta.set_name', order_direction: 'asc', search: 'warehouse' },
  },
  { endpoint: e.listSets, query: { genre: 'Techno', order_by: 'sponsor' } },
  { endpoint: e.listSets, query: { order_by: 'set_name', order_direction: 'asc', after: 'M' } },
  { endpoint: e.listSets, query: { offset: 40 } },
  { endpoint: e.listSets, query: { order_by: 'likes' } },
  { endpoint: e.listSets, query: { after: 'yesterday' } },
  { endpoint: e.listSets, query: { order_by: 'release_date', after: '2024-01-01', after_id: 3 } },
  { endpoint: e.listSets, raw: 'offset=1&offset=2' },
  { endpoint: e.listSets, raw: 'genre=House&genre=Techno' },
  { endpoint: e.listSets, raw: 'genre[]=House&utm_source=mail' },
  { endpoint: e.getSet, id: 1 },
  { endpoint: e.getSet, id: 3 },
  { endpoint: e.getSet, id: MISSING },
  { endpoint: e.getSet, id: 'abc' },
  { endpoint: e.listFeaturedSets },
  { endpoint: e.listFeaturedSets, query: { limit: 5, offset: 2 } },
  { endpoint: e.listFeaturedSets, query: badPaging },
  { endpoint: e.getSetTrackPlay, id: 5 },
  { endpoint: e.getSetTrackPlay, id: MISSING },
  { endpoint: e.getSetTrackPlay, id: 0 },
  // Tracks.
  { endpoint: e.listTracks },
  {
    endpoint: e.listTracks,
    query: { order_by: 'track_meta.title', order_direction: 'asc', search: 'glass', after: 'g' },
  },
  { endpoint: e.listTracks, query: { order_by: 'genre', after: 'house', after_id: 7 } },
  { endpoint: e.listTracks, query: { after_id: 7 } },
  {
    endpoint: e.listTracks,
    query: { genre: 'Trance', order_by: 'label_name', order_direction: 'desc' },
  },
  { endpoint: e.listTracks, query: { order_by: 'artist', offset: 20, limit: 5 } },
  { endpoint: e.listTracks, query: { order_by: 'bpm' } },
  { endpoint: e.listTracks, query: { genre: 'Polka' } },
  { endpoint: e.getTrack, id: 1 },
  { endpoint: e.getTrack, id: 7 },
  { endpoint: e.getTrack, id: firstId },
  { endpoint: e.getTrack, id: MISSING },
  { endpoint: e.listTrackSets, id: playedTrack },
  {
    endpoint: e.listTrackSets,
    id: playedTrack,
    query: { order_by: 'set_name', after: 'm', order_direction: 'asc' },
  },
  { endpoint: e.listTrackSets, id: MISSING },
  { endpoint: e.listFeaturedTracks },
  { endpoint: e.listFeaturedTracks, query: badPaging },
  // Artists and their tabs.
  { endpoint: e.listArtists },
  {
    endpoint: e.listArtists,
    query: { order_by: 'artist_meta.name', order_direction: 'asc', search: 'nadia' },
  },
  { endpoint: e.listArtists, query: { genre: 'House', order_by: 'remix_count' } },
  { endpoint: e.listArtists, query: { order_by: 'set_count', after: '1', after_id: 5 } },
  { endpoint: e.listArtists, query: { after_id: 3 } },
  { endpoint: e.listArtists, query: { order_by: 'track_count', after: 'lots' } },
  { endpoint: e.listArtists, raw: 'search=a&search=b' },
  { endpoint: e.listArtists, raw: 'search=%00' },
  { endpoint: e.listArtists, raw: 'order_by=name&after=%01' },
  { endpoint: e.getArtist, id: 1 },
  { endpoint: e.getArtist, id: MISSING },
  { endpoint: e.getArtist, id: -1 },
  { endpoint: e.listArtistSets, id: 1 },
  { endpoint: e.listArtistSets, id: MISSING },
  { endpoint: e.listArtistTracks, id: 1, query: { order_by: 'title', order_direction: 'asc' } },
  { endpoint: e.listArtistTracks, id: MISSING },
  { endpoint: e.listArtistRemixes, id: remixer },
  { endpoint: e.listArtistRemixes, id: MISSING },
  { endpoint: e.listArtistIds, id: idArtist },
  {
    endpoint: e.listArtistIds,
    id: idArtist,
    query: { order_by: 'first_heard_date', order_direction: 'asc' },
  },
  { endpoint: e.listArtistIds, id: MISSING },
  { endpoint: e.listArtistLabels, id: 1 },
  {
    endpoint: e.listArtistLabels,
    id: 1,
    query: { order_by: 'set_count', order_direction: 'desc' },
  },
  { endpoint: e.listArtistLabels, id: MISSING },
  { endpoint: e.listFeaturedArtists },
  { endpoint: e.listFeaturedArtists, query: badPaging },
  // Labels and their tabs.
  { endpoint: e.listLabels },
  { endpoint: e.listLabels, query: { sponsor_type: 'other' } },
  {
    endpoint: e.listLabels,
    query: { order_by: 'label_meta.name', order_direction: 'asc', search: 'records', after: 'a' },
  },
  { endpoint: e.listLabels, query: { genre: 'Deep House', order_by: 'artist_count' } },
  { endpoint: e.listLabels, query: { sponsor_type: 'venue' } },
  { endpoint: e.getLabel, id: 101 },
  { endpoint: e.getLabel, id: 111 },
  { endpoint: e.getLabel, id: MISSING },
  { endpoint: e.listLabelSets, id: 101 },
  { endpoint: e.listLabelSets, id: MISSING },
  {
    endpoint: e.listLabelTracks,
    id: 101,
    query: { order_by: 'release_date', order_direction: 'asc' },
  },
  { endpoint: e.listLabelTracks, id: MISSING },
  { endpoint: e.listLabelArtists, id: 101 },
  { endpoint: e.listLabelArtists, id: MISSING },
  { endpoint: e.listFeaturedLabels },
  { endpoint: e.listFeaturedLabels, query: { limit: 3 } },
  // Comments.
  { endpoint: e.listSetPosts, id: 1 },
  { endpoint: e.listSetPosts, id: MISSING },
  { endpoint: e.listSetPosts, id: 1, query: badPaging },
  { endpoint: e.listTrackPosts, id: 1 },
  { endpoint: e.listTrackPosts, id: MISSING },
  { endpoint: e.listTrackPosts, id: 1, raw: 'limit=5&limit=6' },
  // Every sort of every main list, both ways, on a page deep enough to see ties broken.
  ...everySort(e.listSets, SET_SORT_FIELDS),
  ...everySort(e.listTracks, TRACK_SORT_FIELDS),
  ...everySort(e.listArtists, ARTIST_SORT_FIELDS),
  ...everySort(e.listLabels, LABEL_SORT_FIELDS),
  ...everySort(e.listArtistIds, ID_SORT_FIELDS, idArtist),
];
