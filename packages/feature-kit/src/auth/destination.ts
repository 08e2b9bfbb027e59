/** Where a guest lands after signing in when no other destination is remembered. */
export const HOME_PATH = '/home';

/**
 * spec.md section 2: after login the user goes to the remembered next destination (path, query
 * and hash) or /home; a destination of / also means /home. Only a path on this site counts: a
 * `next` of `//evil.example` or `https://…` must never send a fresh session elsewhere.
 */
export function destinationAfterLogin(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_PATH;
  return next === '/' ? HOME_PATH : next;
}
