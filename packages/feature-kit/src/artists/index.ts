// The artists/ folder's public entry (house style 8).
export { artistsListQuery, artistsPageRequest, type ArtistsListOptions } from './api.ts';
export { ArtistsListContainer, type ArtistsListContainerProps } from './ArtistsListContainer.tsx';
export { useArtistsList } from './useArtistsList.ts';
