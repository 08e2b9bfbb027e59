// The detail/ folder's public entry: what the detail-page resource folders share (house style 8).
export { isEntityId, useDetail, type Detail } from './useDetail.ts';
