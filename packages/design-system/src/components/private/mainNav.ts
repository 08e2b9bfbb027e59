/** A main navigation entry: its label and the section it opens. */
export interface NavItem {
  label: string;
  href: string;
}

/** spec.md section 2: the four sections, in the top bar, the side menu and the account menu. */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Sets', href: '/sets' },
  { label: 'Tracks', href: '/tracks' },
  { label: 'Artists', href: '/artists' },
  { label: 'Labels', href: '/labels' },
];

/** spec.md section 2: "The active nav button is highlighted when the current path contains its URL." */
export const isActive = (activePath: string, href: string): boolean => activePath.includes(href);
