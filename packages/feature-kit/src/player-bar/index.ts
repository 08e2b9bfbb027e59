// The player-bar/ folder's public entry: the signed-in app's persistent player and its queue.
export { PlayerBarContainer } from './PlayerBarContainer.tsx';
export { PlayerToastProvider } from './PlayerToastProvider.tsx';
export { useNowPlayingTitle } from './useNowPlayingTitle.ts';
