import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/** A screen of spec.md section 2: its route pattern and the name its heading and tab show. */
export interface PageEntry {
  readonly path: string;
  readonly title: string;
}

export const homePage = { path: '/home', title: 'Home' } as const satisfies PageEntry;
export const loginPage = { path: '/login', title: 'Log In' } as const satisfies PageEntry;
export const registerPage = { path: '/register', title: 'Register' } as const satisfies PageEntry;
export const forgotPasswordPage = {
  path: '/forgot-password',
  title: 'Forgot your password',
} as const satisfies PageEntry;
export const resetPage = { path: '/reset', title: 'Reset Password' } as const satisfies PageEntry;
export const setsPage = { path: '/sets', title: 'Discover Sets' } as const satisfies PageEntry;
export const searchPage = { path: '/search', title: 'Search' } as const satisfies PageEntry;
/** The signed-in user's own page: its heading is their username, the tab says "Profile". */
export const profilePage = { path: '/profile', title: 'Profile' } as const satisfies PageEntry;
/** Operators (ADMIN_USERS) release IDs here; anyone else is sent home. */
export const adminPage = { path: '/admin', title: 'Release an ID' } as const satisfies PageEntry;
export const artistsPage = {
  path: '/artists',
  title: 'Discover Artists',
} as const satisfies PageEntry;
export const labelsPage = {
  path: '/labels',
  title: 'Discover Labels',
} as const satisfies PageEntry;
export const tracksPage = {
  path: '/tracks',
  title: 'Discover Tracks',
} as const satisfies PageEntry;

/**
 * Detail pages: `title` names the route until the page knows its entity, then the page titles
 * itself after it (spec.md section 2).
 */
export const artistPage = { path: '/artists/:id', title: 'Artist' } as const satisfies PageEntry;
export const labelPage = { path: '/labels/:id', title: 'Label' } as const satisfies PageEntry;
export const trackPage = { path: '/tracks/:id', title: 'Track' } as const satisfies PageEntry;
export const setPage = { path: '/sets/:id', title: 'Set' } as const satisfies PageEntry;

/** The pages of the browse screens (spec.md section 2 "Authenticated area"). */
export const browsePages = [
  artistsPage,
  artistPage,
  labelsPage,
  labelPage,
  tracksPage,
  trackPage,
  setPage,
  searchPage,
] as const satisfies readonly PageEntry[];

/** Guest-only (spec.md section 2): a signed-in user reaching one goes to /home. */
export const guestOnlyPages = [
  loginPage,
  registerPage,
  forgotPasswordPage,
  resetPage,
] as const satisfies readonly PageEntry[];

/** The four public pages, shown whether or not the user is signed in. */
export const publicPages = [
  { path: '/about', title: 'About' },
  { path: '/policy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Use' },
  { path: '/contact', title: 'Contact' },
] as const satisfies readonly PageEntry[];

/** The main navigation of the top bar and side menu (spec.md section 2), in its order. */
export const mainNavigation = [
  { href: setsPage.path, label: 'Sets' },
  { href: tracksPage.path, label: 'Tracks' },
  { href: artistsPage.path, label: 'Artists' },
  { href: labelsPage.path, label: 'Labels' },
] as const;

/** Every page of the authenticated area (spec.md section 6: all but the public area). */
export const signedInPages: readonly PageEntry[] = [
  homePage,
  setsPage,
  ...browsePages,
  profilePage,
  adminPage,
];

const pages: readonly PageEntry[] = [...guestOnlyPages, ...publicPages, ...signedInPages];

/**
 * The title of the screen at `pathname`, or undefined for a path that redirects. Matched with
 * wouter's own matcher and parser, so a title always agrees with the route wouter renders.
 */
export function titleForPath(pathname: string): string | undefined {
  return pages.find((page) => matchRoute(parse, page.path, pathname)[0])?.title;
}

/**
 * Which rule of spec.md section 2 applies at `pathname`: `guest-only` pages, the four `public`
 * pages, `signed-in` pages, the `root` (/), or an `unknown` path (it goes to /home).
 */
export type Area = 'guest-only' | 'public' | 'signed-in' | 'root' | 'unknown';

export function areaOf(pathname: string): Area {
  const matches = (list: readonly PageEntry[]) =>
    list.some((page) => matchRoute(parse, page.path, pathname)[0]);
  if (matches(guestOnlyPages)) return 'guest-only';
  if (matches(publicPages)) return 'public';
  if (matches(signedInPages)) return 'signed-in';
  return matchRoute(parse, '/', pathname)[0] ? 'root' : 'unknown';
}
