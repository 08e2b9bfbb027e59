/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin or path prefix of the media host (spec.md section 3); `/media` when unset. */
  readonly VITE_MEDIA_BASE_URL?: string;
}
