// The artist-page/ folder's public entry: the artist page (house style 8).
export {
  artistIdsQuery,
  artistLabelsQuery,
  artistRemixesQuery,
  artistRequest,
  artistSetsQuery,
  artistTracksQuery,
} from './api.ts';
export { ArtistPageContainer, type ArtistPageContainerProps } from './ArtistPageContainer.tsx';
export {
  ARTIST_TABS,
  artistHeader,
  artistPageMeta,
  artistTabs,
  isArtistTab,
  type ArtistPageMeta,
  type ArtistTab,
} from './artistView.ts';
export {
  useArtist,
  useArtistIds,
  useArtistLabels,
  useArtistRemixes,
  useArtistSets,
  useArtistTracks,
} from './useArtist.ts';
export { useArtistMeta } from './useArtistMeta.ts';
