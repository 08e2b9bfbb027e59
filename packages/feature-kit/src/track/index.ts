// The track/ folder's public entry: the track page (house style 8).
export { trackRequest, trackSetsQuery } from './api.ts';
export { purchaseUrl, trackHeader, trackHeading } from './trackHeader.ts';
export { TrackPageContainer, type TrackPageContainerProps } from './TrackPageContainer.tsx';
export { TrackSetsContainer, type TrackSetsContainerProps } from './TrackSetsContainer.tsx';
export { mixLabel, trackPageMeta, trackPageTitle, type TrackPageMeta } from './trackView.ts';
export { useTrack, useTrackSets } from './useTrack.ts';
export { useTrackMeta } from './useTrackMeta.ts';
