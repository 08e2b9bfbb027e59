import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/** A screen of spec.md section 2: its route pattern and the name its heading and tab show. */
export interface PageEntry {
  readonly path: string;
  readonly title: string;
}

export const setsPage = { path: '/sets', title: 'Discover Sets' } as const satisfies PageEntry;

/**
 * Screens that later issues build, shown as placeholders meanwhile. Anything not listed here (and
 * not built) redirects to /home.
 */
export const placeholderPages = [
  { path: '/home', title: 'Home' },
  { path: '/login', title: 'Log In' },
  { path: '/register', title: 'Register' },
  { path: '/forgot-password', title: 'Forgot Password' },
  { path: '/reset', title: 'Reset Password' },
  { path: '/about', title: 'About' },
  { path: '/policy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Use' },
  { path: '/contact', title: 'Contact' },
  { path: '/artists', title: 'Discover Artists' },
  { path: '/artists/:id', title: 'Artist' },
  { path: '/labels', title: 'Discover Labels' },
  { path: '/labels/:id', title: 'Label' },
  { path: '/tracks', title: 'Discover Tracks' },
  { path: '/tracks/:id', title: 'Track' },
  { path: '/sets/:id', title: 'Set' },
  { path: '/profile', title: 'Profile' },
  { path: '/search', title: 'Search' },
] as const satisfies readonly PageEntry[];

const pages: readonly PageEntry[] = [setsPage, ...placeholderPages];

/**
 * The title of the screen at `pathname`, or undefined for a path that redirects. Matched with
 * wouter's own matcher and parser, so a title always agrees with the route wouter renders.
 */
export function titleForPath(pathname: string): string | undefined {
  return pages.find((page) => matchRoute(parse, page.path, pathname)[0])?.title;
}
