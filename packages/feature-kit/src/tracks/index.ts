// The tracks/ folder's public entry (house style 8): the set, artist and label pages map their
// tracks with trackRowItem.
export { tracksListQuery, tracksPageRequest, type TracksListOptions } from './api.ts';
export { trackRowItem } from './trackRowItem.ts';
export { TracksListContainer, type TracksListContainerProps } from './TracksListContainer.tsx';
export { useTracksList } from './useTracksList.ts';
