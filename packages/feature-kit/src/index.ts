// The public API of @rabbithole/feature-kit: what apps/web composes. Everything else (the client,
// requests, hooks, mappers) is reached through a container, so it can change without the app.
export { swrConfig } from './api/index.ts';
export { isGenre } from './genres.ts';
export { SetsListContainer, type SetsListContainerProps } from './sets/index.ts';
