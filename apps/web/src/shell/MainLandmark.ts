import { createContext, useContext, type RefObject } from 'react';

/**
 * The page's one `<main>`, whichever layout renders it (the app shell, or the public layout for a
 * visitor): the app moves focus into it after a navigation, across a change of layout too.
 */
export const MainRefContext = createContext<RefObject<HTMLElement | null> | null>(null);

export function useMainRef(): RefObject<HTMLElement | null> {
  const ref = useContext(MainRefContext);
  if (!ref) throw new Error('useMainRef needs a MainRefContext provider (App)');
  return ref;
}
