/**
 * pixelmatch's settings for every story. Its default threshold (0.1) lets a subtle token change
 * through, and so does 0.02: the surface colour nudged by 4 in each channel passed it. 0.01 counts
 * that change on every surface pixel (25,118 on a Card). A few edge pixels of a border may shift
 * by a couple of units from one run to the next (seen on the Load More pill); a real change moves
 * hundreds, so up to 20 may differ. A story may allow more (`parameters.visual`).
 */
export const COMPARATOR_OPTIONS = { threshold: 0.01, allowedMismatchedPixels: 20 };
