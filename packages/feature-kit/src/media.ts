const MEDIA_BASE = import.meta.env.VITE_MEDIA_BASE_URL ?? '/media';

// A URL with a scheme (https:, data:, blob:) is already complete and must not get the base.
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address of a media-host path (spec.md section 3: media host + `art_url`). Null stays null
 * so the card can show its default art instead of a broken image.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (path === null || path === undefined || path === '') return null;
  if (ABSOLUTE.test(path)) return path;
  return `${MEDIA_BASE.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
