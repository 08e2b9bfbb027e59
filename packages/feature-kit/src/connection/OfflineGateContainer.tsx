import { OfflinePage } from '@rabbithole/design-system';
import type { ReactNode } from 'react';
import { useOfflineGate } from './useOfflineGate.ts';

export interface OfflineGateContainerProps {
  /** The page's address: a new one opened while offline shows the offline page. */
  pageKey: string;
  /** The page. */
  children: ReactNode;
}

/** The page, or the offline page in its place while it cannot load (see useOfflineGate). */
export function OfflineGateContainer({ pageKey, children }: OfflineGateContainerProps) {
  const { isOffline, isRetrying, retry } = useOfflineGate(pageKey);
  return isOffline ? <OfflinePage onRetry={retry} isRetrying={isRetrying} /> : children;
}
