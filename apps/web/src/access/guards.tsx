import { AuthOverlay } from '@rabbithole/design-system';
import { useSession } from '@rabbithole/feature-kit';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { destinationFromState, rememberNext, takeStoredNext } from './nextDestination.ts';

/**
 * A protected page (spec.md sections 2 and 4): the overlay while the session resolves, then the
 * page for a signed-in user, or /login for a visitor with the address they asked for remembered.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <AuthOverlay />;
  if (status === 'signed-out') return <RedirectToLogin />;
  return children;
}

function RedirectToLogin() {
  const [, navigate] = useLocation();
  // The address asked for, read once: wouter hands out a new `navigate` on every render, so the
  // effect may run again after the address has already become /login.
  const [asked] = useState(() => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash };
  });
  // A layout effect, so the protected page's place never paints, not even for a frame.
  useLayoutEffect(() => {
    navigate('/login', { replace: true, state: rememberNext(asked) });
  }, [navigate, asked]);
  return null;
}

/**
 * A guest-only page (/login, /register, /forgot-password, /reset): the overlay while the session
 * resolves, then a user who arrives signed in goes on to /home (or the destination the login
 * was for). Once the page has shown, it stays: a sign-in made on it navigates by itself, after
 * spec.md's 100 ms wait, rather than being cut short by this gate.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [shown, setShown] = useState(false);
  if (!shown) {
    if (status === 'loading') return <AuthOverlay />;
    if (status === 'signed-in') return <GoAfterSignIn />;
    // State derived while rendering (React re-renders at once, before painting).
    setShown(true);
  }
  return children;
}

function GoAfterSignIn() {
  const [, navigate] = useLocation();
  // Read once, before this navigation replaces the entry and its state.
  const [destination] = useState(() => destinationFromState(window.history.state));
  useLayoutEffect(() => {
    if (destination !== '/home') takeStoredNext();
    navigate(destination, { replace: true });
  }, [navigate, destination]);
  return null;
}

/** `/`: /home for a signed-in user, /login for a visitor. */
export function RootRedirect() {
  const { status } = useSession();
  if (status === 'loading') return <AuthOverlay />;
  return <Redirect to={status === 'signed-in' ? '/home' : '/login'} replace />;
}
