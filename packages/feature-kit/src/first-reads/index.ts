// The first-reads/ folder's public entry: the reads a page starts before its code arrives.
export { discoverFirstPageRequest } from './discoverFirstPage.ts';
