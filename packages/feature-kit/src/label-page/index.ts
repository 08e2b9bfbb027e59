// The label-page/ folder's public entry: the label page (house style 8).
export { labelArtistsQuery, labelRequest, labelSetsQuery, labelTracksQuery } from './api.ts';
export { LabelPageContainer, type LabelPageContainerProps } from './LabelPageContainer.tsx';
export {
  LABEL_TABS,
  isLabelTab,
  isRecordLabel,
  labelHeader,
  labelPageMeta,
  labelTabs,
  type LabelPageMeta,
  type LabelTab,
} from './labelView.ts';
export { useLabel, useLabelArtists, useLabelSets, useLabelTracks } from './useLabel.ts';
export { useLabelMeta } from './useLabelMeta.ts';
