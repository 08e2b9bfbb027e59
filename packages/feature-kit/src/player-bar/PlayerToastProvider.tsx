import type { ReactNode } from 'react';
import { usePlayerSelector } from '../player/index.ts';
import { ToastProvider } from '../toasts/index.ts';

/**
 * The app's snackbars, lifted above the player bar while it shows (a set is loaded), so a message
 * never hides what is playing. Inside the PlayerProvider.
 */
export function PlayerToastProvider({ children }: { children?: ReactNode }) {
  const isPlayerShown = usePlayerSelector((state) => state.set !== undefined);
  return <ToastProvider isAbovePlayer={isPlayerShown}>{children}</ToastProvider>;
}
