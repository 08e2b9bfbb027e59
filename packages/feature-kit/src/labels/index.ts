// The labels/ folder's public entry (house style 8).
export { labelsListQuery, labelsPageRequest, type LabelsListOptions } from './api.ts';
export { LabelsListContainer, type LabelsListContainerProps } from './LabelsListContainer.tsx';
export { useLabelsList } from './useLabelsList.ts';
