export * from './catalog.ts';
export * from './users.ts';
export * from './engagement.ts';
export * from './search-words.ts';
