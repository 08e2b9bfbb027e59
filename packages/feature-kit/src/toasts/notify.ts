import { createContext, useContext } from 'react';

/** How a snackbar reads (spec.md section 8 names success, info and error messages). */
export type ToastTone = 'success' | 'info' | 'error';

export interface NotifyOptions {
  /**
   * Milliseconds before it hides itself, for the few messages spec.md section 8 times itself.
   * @default 5000 (spec.md section 9)
   */
  timeout?: number;
}

/** Shows one snackbar; the app's Toaster decides how many stay visible and for how long. */
export type Notify = (message: string, tone: ToastTone, options?: NotifyOptions) => void;

/**
 * The snackbars of the nearest ToastProvider. Without one, a message is only logged: a
 * container rendered alone (a story without the Toaster) still works.
 */
export const NotifyContext = createContext<Notify>((message, tone) => {
  console.info(`[${tone}] ${message}`);
});

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
