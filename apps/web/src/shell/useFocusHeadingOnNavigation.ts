import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

/**
 * After a client-side navigation, moves focus to the new page's `<h1>`, so a screen reader
 * announces the page and Tab continues from its top, as after a full page load.
 *
 * - Only when the pathname changes: a query change (a filter) or a fragment (the skip link,
 *   `#main`) leaves focus alone, and so does a new page whose address has a fragment (Back to
 *   `/sets#main`): the fragment names where the reader wants to be.
 * - Not on the first page: the browser starts there itself, and a redirect during start-up
 *   (`/` to `/login`) counts as start-up, since no page had shown its heading yet.
 * - Waits for the heading: a lazily loaded route renders it only when its chunk arrives.
 * - Gives up if focus moved meanwhile (the listener clicked or tabbed elsewhere while the page
 *   loaded): it never pulls focus away from a choice the listener made.
 */
export function useFocusHeadingOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const [pathname] = useLocation();
  const hasShownPage = useRef(false);
  const previousPathname = useRef(pathname);

  useEffect(() => {
    const isNavigation =
      hasShownPage.current && previousPathname.current !== pathname && !window.location.hash;
    previousPathname.current = pathname;
    // Focus at the moment of navigating: the link or button that was used, or <body>.
    const focusAtStart = document.activeElement;

    // A hidden heading (no layout boxes) is the old page's, kept by Suspense while the new
    // chunk loads.
    // The main landmark may not exist yet: its layout can be a lazily loaded chunk, or wait for
    // the session behind the auth overlay.
    // checkVisibility needs only styles; getClientRects (its fallback) forces a layout.
    const visibleHeading = () => {
      const heading = mainRef.current?.querySelector('h1');
      if (!heading) return null;
      const isVisible =
        typeof heading.checkVisibility === 'function'
          ? heading.checkVisibility()
          : heading.getClientRects().length > 0;
      return isVisible ? heading : null;
    };

    const settle = (): boolean => {
      // The first page has no old page kept hidden: its heading shows once it is there. Asking
      // for visibility then cost a layout of the whole page in the frame after a server-rendered
      // page hydrated (0.13 s at a phone's CPU on /home).
      const heading = isNavigation ? visibleHeading() : mainRef.current?.querySelector('h1');
      if (!heading) return false;
      hasShownPage.current = true;
      if (!isNavigation) return true;
      const focusMovedMeanwhile =
        document.activeElement !== focusAtStart &&
        document.activeElement !== document.body &&
        document.activeElement?.isConnected === true;
      if (focusMovedMeanwhile) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // The page was just scrolled to its top (AppRoutes); focusing must not scroll again.
      heading.focus({ preventScroll: true });
      return true;
    };

    if (settle()) return;
    // One look per frame, in the frame's own animation callbacks: a check after every batch of
    // mutations forced a style recalculation of the page each time it rendered a few more cards.
    let frame: number | undefined;
    const observer = new MutationObserver(() => {
      frame ??= requestAnimationFrame(() => {
        frame = undefined;
        if (settle()) observer.disconnect();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => {
      observer.disconnect();
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [mainRef, pathname]);
}
