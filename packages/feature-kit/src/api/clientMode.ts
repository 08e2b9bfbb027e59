/**
 * Client mode (spec.md section 4): a hidden page runs in the background, where nobody waits on
 * an answer, so failed calls may be retried more often there than in the foreground.
 */
export type ClientMode = 'foreground' | 'background';

export interface ClientModeSource {
  readonly mode: ClientMode;
  /** Called with the new mode on every visibility change; returns the unsubscribe. */
  onChange(listener: (mode: ClientMode) => void): () => void;
}

type VisibilityDocument = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>;

function modeOf(document: VisibilityDocument | null): ClientMode {
  return document?.visibilityState === 'hidden' ? 'background' : 'foreground';
}

/** Follows `document.visibilityState`; without a document (a test, a worker) always foreground. */
export function createClientMode(
  document: VisibilityDocument | null = typeof globalThis.document === 'undefined'
    ? null
    : globalThis.document,
): ClientModeSource {
  const listeners = new Set<(mode: ClientMode) => void>();
  let mode = modeOf(document);
  document?.addEventListener('visibilitychange', () => {
    mode = modeOf(document);
    for (const listener of listeners) listener(mode);
  });
  return {
    get mode() {
      return mode;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
