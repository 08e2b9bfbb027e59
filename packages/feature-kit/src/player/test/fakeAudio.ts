import { vi } from 'vitest';
import { StillAudio } from '../stillAudio.ts';

/** The still element, with time that moves under Vitest's fake timers, an end and a failure. */
export class FakeAudio extends StillAudio {
  /** Plays on for `ms` of fake time; the position moves only while playing. */
  async elapse(ms: number): Promise<void> {
    for (let done = 0; done < ms;) {
      const step = Math.min(250, ms - done);
      if (!this.paused) this.currentTime += step / 1000;
      await vi.advanceTimersByTimeAsync(step);
      done += step;
    }
  }

  /** Reaches the end of the audio: paused, then `ended`. */
  end(): void {
    this.currentTime = Number.isFinite(this.duration) ? this.duration : this.currentTime;
    this.paused = true;
    this.fire('pause');
    this.fire('ended');
  }

  /** The audio could not be loaded or decoded. */
  fail(): void {
    this.fire('error');
  }
}
