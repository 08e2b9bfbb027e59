import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { nextFromState, takeStoredNext } from './nextDestination.ts';

/**
 * For /login and /register: the destination the guard remembered in this entry's navigation
 * state, and what to do once the container has signed the user in and chosen where to go.
 */
export function useSignInNavigation(): {
  next: string | null;
  onSignedIn: (destination: string) => void;
} {
  const [, navigate] = useLocation();
  const next = nextFromState(useHistoryState());
  const onSignedIn = useCallback(
    (destination: string) => {
      // Going to the remembered place now: /home must not send the user there again later.
      if (next !== null) takeStoredNext();
      navigate(destination, { replace: true });
    },
    [navigate, next],
  );
  return { next, onSignedIn };
}

/** /home: a stored next destination is removed and the user is sent there (spec.md section 2). */
export function useConsumeStoredNext() {
  const [pathname, navigate] = useLocation();
  useEffect(() => {
    const next = takeStoredNext();
    if (next !== null && next !== pathname) navigate(next, { replace: true });
  }, [navigate, pathname]);
}
