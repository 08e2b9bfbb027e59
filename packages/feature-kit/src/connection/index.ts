// The connection/ folder's public entry (house style 8).
export { OfflineGateContainer, type OfflineGateContainerProps } from './OfflineGateContainer.tsx';
export { serverAnswers } from './api.ts';
export { useOfflineGate, type OfflineGate } from './useOfflineGate.ts';
