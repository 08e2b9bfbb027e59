import type { AudioElementLike } from './types.ts';

/**
 * An audio element that keeps its properties and fires a real one's events at once, but makes no
 * sound and whose time moves only when told: what stories and tests drive the player with, so a
 * screenshot shows the same moment every time. Its length is known as soon as a source is set
 * (`lengthSeconds`), as a real element learns it from the file's first frame.
 */
export class StillAudio extends EventTarget implements AudioElementLike {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  volume = 1;
  /** How often the audio was loaded again (`load()`), as after a failure. */
  loads = 0;
  /** The failure the next play() rejects with, as a browser blocking autoplay does. */
  refusal: Error | undefined;
  #src = '';

  get src(): string {
    return this.#src;
  }

  // As the load algorithm does: a new source starts paused, at 0.
  set src(value: string) {
    this.#src = value;
    this.paused = true;
    this.currentTime = 0;
  }

  play(): Promise<void> {
    if (this.refusal) return Promise.reject(this.refusal);
    if (this.paused) {
      this.paused = false;
      this.fire('play');
      this.fire('playing');
    }
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  load(): void {
    this.loads += 1;
    this.paused = true;
    this.currentTime = 0;
  }

  removeAttribute(_name: 'src'): void {
    this.#src = '';
  }

  /** The audio's length became known, as it does soon after a source is set. */
  knowDuration(seconds: number): void {
    this.duration = seconds;
    this.fire('durationchange');
    this.fire('loadedmetadata');
  }

  protected fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}
