import type { ApiClient } from '../api/index.ts';
import type { FirebaseLoader } from './firebase.ts';
import type { TokenManager } from './token-manager.ts';

/** What the session's steps (password, social, current user) work with. */
export interface SessionContext {
  client: ApiClient;
  tokens: TokenManager;
  loadFirebase: FirebaseLoader;
  /** Where the "a Firebase session exists" mark lives. */
  storage: Storage;
  /** Failures the user is not told about (spec.md section 8, silent failures). */
  log: (message: string, error?: unknown) => void;
  wait: (ms: number) => Promise<void>;
  now: () => number;
}
