// The api/ folder's public entry: what other resource folders may import from it (house style 8).
export { apiClient, type ApiClient } from './client.ts';
