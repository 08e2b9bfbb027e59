// The session/ folder's public entry: what the auth containers and the package index may import
// from it (house style 8).
export {
  firebaseConfigFromEnv,
  firebaseLoader,
  type FirebaseAuthAdapter,
  type FirebaseLoader,
  type FirebaseUserLike,
  type FirebaseWebConfig,
  type SocialProvider,
} from './firebase.ts';
export { SESSION_MESSAGES, SessionError, providerName, usedProviderMessage } from './messages.ts';
export type { Registration } from './password.ts';
export {
  FIREBASE_SESSION_KEY,
  LOGIN_NAVIGATION_DELAY_MS,
  createSession,
  hasStoredSession,
  readSignedInUser,
  type Session,
  type SessionController,
  type SessionOptions,
  type SessionState,
  type SessionStatus,
} from './session.ts';
export {
  SessionProvider,
  useSession,
  useSessionUser,
  type SessionProviderProps,
} from './SessionProvider.tsx';
export {
  createTokenManager,
  type AuthState,
  type TokenManager,
  type TokenManagerOptions,
} from './token-manager.ts';
export { memoryStorage } from './token-manager-memory-storage.ts';
export {
  TOKEN_SYNC_MAX_AGE_MS,
  createTokenSync,
  type TokenSync,
  type TokenSyncOptions,
} from './token-sync.ts';
