/**
 * The web app's page routes the journeys visit (spec.md section 2). Pages, not API endpoints:
 * API calls derive from the contract. apps/web keeps its route list in `src/paths.ts` without
 * exporting it from the package; when it does, these come from there.
 */
export const pages = {
  home: '/home',
  sets: '/sets',
  /** A set's page, `/sets/{id}`. */
  set: /\/sets\/\d+$/,
} as const;
