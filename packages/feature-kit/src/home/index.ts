// The home/ folder's public entry (house style 8): the home page's lists and their reads, which
// the app preloads beside the page's code.
export { homeListRequests, type HomeListRequests } from './api.ts';
export { artistCardItem, labelCardItem, trackCardItem } from './cardItems.ts';
export { HomeListsContainer } from './HomeListContainers.tsx';
