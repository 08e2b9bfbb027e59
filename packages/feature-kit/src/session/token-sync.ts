/** spec.md section 9: a token older than this is not synced. */
export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * spec.md section 7's optional token-sync call: tells a configured same-origin URL (a service
 * worker's scope, a server-rendered area) that the user signed in (POST with the Bearer) or out
 * (DELETE).
 */
export interface TokenSync {
  /** `issuedAt`: when the token was issued, in ms; a token 5 minutes old or more is not sent. */
  signedIn(token: string, issuedAt: number): Promise<void>;
  signedOut(): Promise<void>;
}

export interface TokenSyncOptions {
  /** @default import.meta.env.VITE_TOKEN_SYNC_URL; unset turns the call off */
  url?: string | undefined;
  /** The page's location. @default globalThis.location */
  location?: Pick<Location, 'href' | 'origin'> | undefined;
  /** @default globalThis.isSecureContext */
  secureContext?: boolean;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default Date.now */
  now?: () => number;
  /** @default console.warn */
  log?: (message: string, error?: unknown) => void;
}

const noSync: TokenSync = {
  signedIn: () => Promise.resolve(),
  signedOut: () => Promise.resolve(),
};

export function createTokenSync(options: TokenSyncOptions = {}): TokenSync {
  const raw = 'url' in options ? options.url : import.meta.env.VITE_TOKEN_SYNC_URL;
  const location = 'location' in options ? options.location : globalThis.location;
  const secure = options.secureContext ?? globalThis.isSecureContext;
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((message, error) => console.warn(message, error));
  // A token is never sent over plain HTTP nor to another origin, whatever the setting says.
  if (!raw || !location || !secure) return noSync;
  const url = new URL(raw, location.href);
  if (url.origin !== location.origin) {
    log(`Token sync is off: ${url.origin} is not this page's origin.`);
    return noSync;
  }

  async function send(method: 'POST' | 'DELETE', token?: string) {
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      await fetchImpl(url.href, {
        method,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
      });
    } catch (error) {
      // Only a convenience for other parts of the site: its failure must not touch sign-in.
      log('Token sync failed', error);
    }
  }

  return {
    signedIn: (token, issuedAt) =>
      now() - issuedAt < TOKEN_SYNC_MAX_AGE_MS ? send('POST', token) : Promise.resolve(),
    signedOut: () => send('DELETE'),
  };
}
