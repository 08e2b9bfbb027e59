import type { Queue, SetDetail } from '@rabbithole/api-contract';
import { mediaUrl } from '../media.ts';
import { PlayerAudio } from './audio.ts';
import { attempt, type PlayerLog } from './calls.ts';
import { MAX_AUDIO_RETRIES, PROGRESS_INTERVAL_MS } from './constants.ts';
import { idleState, withDefaults } from './defaults.ts';
import { followQueue } from './followQueue.ts';
import { bindMediaSession, type MediaSessionBinding } from './mediaSession.ts';
import { createProgressSaver, type ProgressSaver } from './saver.ts';
import { PlayerStore } from './store.ts';
import { clampMs, nextTrackStart, previousTrackStart, resumePoint } from './timeline.ts';
import type { LoadOptions, PlayerApi, PlayerEngineOptions, PlayerState } from './types.ts';
import { clampVolume, readVolume, writeVolume } from './volume.ts';

/**
 * The player without a framework: one audio element, the listener's progress saved as spec.md
 * sections 4 and 7 say, the queue followed when a set ends, the audio reloaded after a failure,
 * the Media Session kept up to date. React reads it with `subscribe` and `getSnapshot`.
 */
export class PlayerEngine {
  readonly #audio: PlayerAudio;
  readonly #api: PlayerApi;
  readonly #storage: Storage | null;
  readonly #log: PlayerLog;
  readonly #store: PlayerStore;
  readonly #media: MediaSessionBinding;
  readonly #saver: ProgressSaver;
  readonly #events = new AbortController();
  readonly #queueListeners = new Set<(queue: Queue) => void>();
  #ticker: ReturnType<typeof setInterval> | undefined;
  #retries = 0;
  /** Bumped by every load and reset, so an answer meant for an earlier set is dropped. */
  #generation = 0;

  constructor(options: PlayerEngineOptions) {
    this.#audio = new PlayerAudio(options.audio);
    this.#api = options.api;
    const { storage, mediaSession, log } = withDefaults(options);
    this.#storage = storage;
    this.#log = log;
    this.#media = bindMediaSession(mediaSession, this);
    this.#saver = createProgressSaver(this.#api, this.#log, () => {
      const { set } = this.#store.getSnapshot();
      return set && { setId: set.id, ms: clampMs(this.#audio.positionMs, set.duration) };
    });
    const volume = readVolume(this.#storage);
    options.audio.volume = volume;
    this.#store = new PlayerStore(idleState(volume));
    this.#listen(options.audio);
  }

  readonly subscribe = (listener: () => void) => this.#store.subscribe(listener);
  readonly getSnapshot = (): PlayerState => this.#store.getSnapshot();

  /** Told of every queue the API answers, so the queue shown can be replaced with it. */
  readonly onQueueChanged = (listener: (queue: Queue) => void): (() => void) => {
    this.#queueListeners.add(listener);
    return () => this.#queueListeners.delete(listener);
  };

  /** Puts `set` in the player at `startMs` (else where the listener left it) and plays it. */
  readonly load = (set: SetDetail, { startMs, autoplay = true }: LoadOptions = {}): void => {
    this.#moveOn();
    const start = clampMs(startMs ?? resumePoint(set), set.duration);
    const src = mediaUrl(set.mp3_permalink);
    if (src) this.#audio.open(src, start);
    else this.#audio.unload();
    this.#set({
      set,
      status: src && autoplay ? 'loading' : 'paused',
      positionMs: start,
      durationMs: set.duration,
      isBuffering: false,
      error: src ? undefined : 'playback-failed',
    });
    this.#media.showPosition(this.#view());
    if (src && autoplay) this.#startPlayback();
  };

  /**
   * Plays a set chosen by the listener, by id or as already read, and makes it the queue's
   * current item. The set already in the player carries on from where it is (or `startMs`).
   */
  readonly playSet = async (setOrId: SetDetail | number, options: LoadOptions = {}) => {
    const id = typeof setOrId === 'number' ? setOrId : setOrId.id;
    if (this.#store.getSnapshot().set?.id === id) {
      if (options.startMs !== undefined) this.seek(options.startMs);
      this.play();
      return;
    }
    if (!(await this.#loadRead(setOrId, options, 'Loading the set to play failed'))) return;
    const queue = await attempt(this.#log, 'Making the set current failed', () =>
      this.#api.setQueueCurrent?.(id),
    );
    if (queue) this.#announce(queue);
  };

  /**
   * Puts the queue's current set in the player, paused where the listener left it, as after a
   * reload; unless anything was asked of the player first (a moment link, a Play), which wins.
   */
  readonly resume = async (setId: number) => {
    if (this.#generation > 0 || this.#store.getSnapshot().set) return;
    await this.#loadRead(setId, { autoplay: false }, 'Loading the set to resume failed');
  };

  readonly play = (): void => {
    const { set, error } = this.#store.getSnapshot();
    if (!set) return;
    // After the audio failed for good, the listener asking again earns it a fresh start.
    if (error) this.load(set, { startMs: this.#audio.positionMs });
    else this.#startPlayback();
  };

  readonly pause = (): void => {
    this.#audio.element.pause();
    this.#paused();
  };

  readonly toggle = (): void => {
    const { status } = this.#store.getSnapshot();
    if (status === 'playing' || status === 'loading') this.pause();
    else this.play();
  };

  /** Moves to `ms`, kept within the set. */
  readonly seek = (ms: number): void => {
    const { set, durationMs } = this.#store.getSnapshot();
    if (!set || !Number.isFinite(ms)) return;
    const to = clampMs(ms, durationMs);
    this.#audio.seek(to);
    this.#set({ positionMs: to });
    this.#media.showPosition(this.#view());
  };

  readonly skipBy = (deltaMs: number): void => this.seek(this.#audio.positionMs + deltaMs);

  readonly previousTrack = (): void => {
    const { set } = this.#store.getSnapshot();
    if (set) this.seek(previousTrackStart(set, this.#audio.positionMs));
  };

  readonly nextTrack = (): void => {
    const { set } = this.#store.getSnapshot();
    const next = set && nextTrackStart(set, this.#audio.positionMs);
    if (next !== undefined) this.seek(next);
  };

  /** Sets the volume (0..1, to the nearest 0.1) and keeps it for the next visit. */
  readonly setVolume = (volume: number): void => {
    const next = clampVolume(volume);
    this.#audio.element.volume = next;
    writeVolume(this.#storage, next);
    this.#set({ volume: next });
  };

  /**
   * Saves where the listener is, unless that is saved already: for a page being hidden or left,
   * where the next 30-second save may never come.
   */
  readonly saveNow = (): void => this.#saver.save();

  /** Signing out: silence, no set, no save pending, the media keys handed back. */
  readonly reset = (): void => {
    this.#moveOn();
    this.#store.replace(idleState(this.#store.getSnapshot().volume));
    this.#audio.unload();
    this.#media.clear();
  };

  /** Resets and stops listening to the element: the player is gone. */
  readonly dispose = (): void => {
    this.reset();
    this.#events.abort();
    this.#store.clearListeners();
    this.#queueListeners.clear();
  };

  /** Loads a set, read first when given by id; false when that failed or a newer request won. */
  async #loadRead(setOrId: SetDetail | number, options: LoadOptions, failure: string) {
    const generation = ++this.#generation;
    const set =
      typeof setOrId === 'number'
        ? await attempt(this.#log, failure, () => this.#api.loadSet(setOrId))
        : setOrId;
    if (!set || generation !== this.#generation) return false;
    this.load(set, options);
    return true;
  }

  #listen(element: PlayerEngineOptions['audio']) {
    const on = (type: string, handler: () => void) =>
      element.addEventListener(type, handler, { signal: this.#events.signal });
    const whileLoaded = (change: Partial<PlayerState>) => {
      if (this.#store.getSnapshot().set) this.#set(change);
    };
    on('play', () => this.#started());
    on('playing', () => {
      this.#audio.settle();
      whileLoaded({ status: 'playing', isBuffering: false });
    });
    on('waiting', () => whileLoaded({ isBuffering: true }));
    on('pause', () => this.#paused());
    on('durationchange', () => this.#durationKnown(element.duration));
    on('loadedmetadata', () => this.#audio.settle());
    on('ended', () => void this.#ended());
    on('error', () => void this.#failed());
  }

  /** Another set or none: timers stop and whatever is still on its way for the last is dropped. */
  #moveOn() {
    this.#generation += 1;
    this.#stopTimers();
    this.#retries = 0;
    this.#saver.forget();
  }

  /** A start of playback (spec.md section 4): saved now, then every 30 s until it stops. */
  #started() {
    const { set, status } = this.#store.getSnapshot();
    if (!set) return;
    this.#stopTimers();
    const tick = () => this.#set({ positionMs: this.#audio.positionMs });
    this.#ticker = setInterval(tick, PROGRESS_INTERVAL_MS);
    if (status !== 'loading') this.#set({ status: 'playing' });
    this.#media.showPosition(this.#view());
    this.#saver.start();
  }

  #paused() {
    this.#stopTimers();
    if (!this.#store.getSnapshot().set) return;
    this.#set({ status: 'paused', isBuffering: false, positionMs: this.#audio.positionMs });
    this.#media.showPosition(this.#view());
  }

  #startPlayback() {
    const generation = this.#generation;
    this.#audio.play(() => {
      if (generation === this.#generation) this.#paused();
    });
  }

  #durationKnown(seconds: number) {
    if (!this.#store.getSnapshot().set || !Number.isFinite(seconds) || seconds <= 0) return;
    this.#set({ durationMs: Math.round(seconds * 1000) });
    this.#media.showPosition(this.#view());
  }

  async #ended() {
    const { set: ended, durationMs } = this.#store.getSnapshot();
    if (!ended) return;
    const generation = this.#generation;
    this.#stopTimers();
    this.#set({ status: 'paused', isBuffering: false, positionMs: durationMs });
    const next = await followQueue(
      {
        api: this.#api,
        log: this.#log,
        announce: (queue) => this.#announce(queue),
        isStill: () => generation === this.#generation,
      },
      ended.id,
    );
    if (next) this.load(next);
  }

  /** spec.md section 4, audio playback failure: refresh the token, then load the audio again. */
  async #failed() {
    const { set, status } = this.#store.getSnapshot();
    if (!set) return;
    const generation = this.#generation;
    const wasPlaying = status === 'playing' || status === 'loading';
    const at = this.#audio.positionMs;
    this.#stopTimers();
    const giveUp = () => this.#set({ status: 'paused', error: 'playback-failed' });
    this.#set({ status: wasPlaying ? 'loading' : 'paused', isBuffering: false, positionMs: at });
    if (this.#retries >= MAX_AUDIO_RETRIES) {
      giveUp();
      return;
    }
    this.#retries += 1;
    try {
      await this.#api.refreshToken();
    } catch (error) {
      // No fresh token means the session is over: trying the audio again cannot help.
      this.#log('Refreshing the token for the audio failed', error);
      if (generation === this.#generation) giveUp();
      return;
    }
    if (generation !== this.#generation) return;
    this.#audio.reload(at);
    if (wasPlaying) this.#startPlayback();
  }

  #announce(queue: Queue) {
    for (const listener of this.#queueListeners) listener(queue);
  }

  #view() {
    const { set, positionMs, durationMs, status } = this.#store.getSnapshot();
    return set && { set, positionMs, durationMs, isPlaying: status === 'playing' };
  }

  #stopTimers() {
    clearInterval(this.#ticker);
    this.#ticker = undefined;
    this.#saver.stop();
  }

  #set(change: Partial<PlayerState>) {
    if (this.#store.update(change)) this.#media.show(this.#view());
  }
}
