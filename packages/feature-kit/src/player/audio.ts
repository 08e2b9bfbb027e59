import type { AudioElementLike } from './types.ts';

/**
 * The audio element with its quirks handled: where it starts before its audio is known, which
 * refusals of play() are the listener's to lift, and how it lets go of a source.
 */
export class PlayerAudio {
  readonly element: AudioElementLike;
  /** Where playback must start once the audio is known; null once it has got there. */
  #pendingStartMs: number | null = null;

  constructor(element: AudioElementLike) {
    this.element = element;
  }

  /** Where playback stands, in whole ms. */
  get positionMs(): number {
    return this.#pendingStartMs ?? Math.round(this.element.currentTime * 1000);
  }

  /** A new source, to start at `ms`. */
  open(src: string, ms: number): void {
    this.element.src = src;
    this.#startAt(ms);
  }

  /** The same source fetched again (after a failure), to start at `ms`. */
  reload(ms: number): void {
    this.element.load();
    this.#startAt(ms);
  }

  seek(ms: number): void {
    if (this.#pendingStartMs !== null) this.#pendingStartMs = ms;
    this.element.currentTime = ms / 1000;
  }

  /** The audio is known (or plays): its own position is the truth from now on. */
  settle(): void {
    const start = this.#pendingStartMs;
    this.#pendingStartMs = null;
    // Not every browser keeps a position set before the audio was known.
    if (start !== null && Math.abs(this.element.currentTime * 1000 - start) > 250) {
      this.element.currentTime = start / 1000;
    }
  }

  /** Plays; `onRefused` runs when the browser will not start without a gesture from the listener. */
  play(onRefused: () => void): void {
    this.element.play().catch((error: unknown) => {
      const name = error instanceof Error ? error.name : '';
      // A newer source cut it short (AbortError), or the source failed and `error` handles it.
      if (name !== 'AbortError' && name !== 'NotSupportedError') onRefused();
    });
  }

  /** Silent, with no source: what was buffered is dropped and any download stops. */
  unload(): void {
    this.#pendingStartMs = null;
    this.element.pause();
    this.element.removeAttribute('src');
    this.element.load();
  }

  #startAt(ms: number) {
    this.#pendingStartMs = ms;
    // Before the audio is known this sets where it will start; `settle` checks that it did.
    this.element.currentTime = ms / 1000;
  }
}
