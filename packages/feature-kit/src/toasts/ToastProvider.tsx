import { Toaster, createToastQueue, type ToastQueue } from '@rabbithole/design-system';
import { useCallback, useState, type ReactNode } from 'react';
import { NotifyContext, type Notify } from './notify.ts';

export interface ToastProviderProps {
  /** The snackbars' queue; stories and tests pass their own. @default one made on mount */
  queue?: ToastQueue;
  /** Lift the snackbars above the bottom player while it shows. @default false */
  isAbovePlayer?: boolean;
  children?: ReactNode;
}

/**
 * The app's snackbars: every container below says what happened through `useNotify()`, and one
 * Toaster shows it (spec.md section 9: 3 at most, 5,000 ms, bottom-left, no duplicates).
 */
export function ToastProvider({ queue, isAbovePlayer = false, children }: ToastProviderProps) {
  const [ownQueue] = useState(() => queue ?? createToastQueue());
  const shown = queue ?? ownQueue;
  const notify = useCallback<Notify>(
    (message, tone, options) => void shown.show({ message, tone, timeout: options?.timeout }),
    [shown],
  );
  return (
    <NotifyContext value={notify}>
      {children}
      <Toaster queue={shown} isAbovePlayer={isAbovePlayer} />
    </NotifyContext>
  );
}
