/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin or path prefix of the media host (spec.md section 3); `/media` when unset. */
  readonly VITE_MEDIA_BASE_URL?: string;
  /** The Firebase web app (Google and Apple sign-in); without key and project they are off. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  /** `host:port` of the Firebase Auth emulator, for development and tests. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** Same-origin URL told of every sign-in and sign-out (spec.md section 7, token sync). */
  readonly VITE_TOKEN_SYNC_URL?: string;
}
