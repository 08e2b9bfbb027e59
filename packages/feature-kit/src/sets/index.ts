// The sets/ folder's public entry: what other resource folders may import from it (house style 8).
export { fetchSetsPage } from './api.ts';
