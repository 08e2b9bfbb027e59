import type { SetDetail, SetTrack } from '@rabbithole/api-contract';
import { mediaUrl } from '../media.ts';
import { SKIP_MS } from './constants.ts';
import { trackAt } from './timeline.ts';

/**
 * What the art sizes are taken to be: a hint the system uses to pick one image for its lock
 * screen or notification, not a promise about the files.
 */
const ART_SIZES = { small: '300x300', large: '600x600' } as const;

/** What the system's media keys and lock screen may ask of the player. */
export interface MediaSessionControls {
  play(): void;
  pause(): void;
  seek(ms: number): void;
  skipBy(deltaMs: number): void;
  previousTrack(): void;
  nextTrack(): void;
}

/** What the system is shown: the set, where it stands, and whether it plays. */
export interface MediaSessionView {
  set: SetDetail;
  positionMs: number;
  durationMs: number;
  isPlaying: boolean;
}

export interface MediaSessionBinding {
  /** Shows the track playing at the view's moment (the set between tracks) and the play state. */
  show(view: MediaSessionView | undefined): void;
  /** Tells the system where playback stands; it moves the position on by itself from there. */
  showPosition(view: MediaSessionView | undefined): void;
  /** Shows nothing and hands the media keys back to the browser. */
  clear(): void;
}

function artwork(small: string | null, large: string | null): MediaImage[] {
  const images: MediaImage[] = [];
  const largeSrc = mediaUrl(large);
  const smallSrc = mediaUrl(small);
  if (smallSrc && smallSrc !== largeSrc) images.push({ src: smallSrc, sizes: ART_SIZES.small });
  if (largeSrc) images.push({ src: largeSrc, sizes: ART_SIZES.large });
  return images;
}

/** The track as its own title and artist within the set; the set itself between tracks. */
export function mediaMetadataOf(set: SetDetail, entry: SetTrack | undefined): MediaMetadataInit {
  const setArt = artwork(set.art_url, set.art_url_xl);
  if (!entry) return { title: set.set_name, artist: set.artist, album: '', artwork: setArt };
  const track = entry.track_meta;
  const trackArt = artwork(track.art_url_sm, track.art_url_xl);
  return {
    title: track.title,
    artist: track.artist,
    album: set.set_name,
    artwork: trackArt.length > 0 ? trackArt : setArt,
  };
}

const ACTIONS = [
  'play',
  'pause',
  'seekto',
  'seekbackward',
  'seekforward',
  'previoustrack',
  'nexttrack',
] as const satisfies readonly MediaSessionAction[];

function handlerOf(
  action: (typeof ACTIONS)[number],
  controls: MediaSessionControls,
): MediaSessionActionHandler {
  const offsetMs = (details: MediaSessionActionDetails) =>
    details.seekOffset === undefined ? SKIP_MS : details.seekOffset * 1000;
  switch (action) {
    case 'play':
      return () => controls.play();
    case 'pause':
      return () => controls.pause();
    case 'seekto':
      return (details) => controls.seek((details.seekTime ?? 0) * 1000);
    case 'seekbackward':
      return (details) => controls.skipBy(-offsetMs(details));
    case 'seekforward':
      return (details) => controls.skipBy(offsetMs(details));
    case 'previoustrack':
      return () => controls.previousTrack();
    case 'nexttrack':
      return () => controls.nextTrack();
  }
}

/**
 * Binds the player to the Media Session API (`navigator.mediaSession`): media keys, headphone
 * buttons, the lock screen and the OS's now-playing panel. A null session binds nothing.
 */
export function bindMediaSession(
  session: MediaSession | null,
  controls: MediaSessionControls,
): MediaSessionBinding {
  let handling = false;
  // What is shown, so metadata is only replaced when the track changes, not every second.
  let shownKey: string | undefined;

  // Browsers throw on an action they do not know (older Safari has no seekto): skip that one.
  function setHandlers(on: boolean) {
    for (const action of ACTIONS) {
      try {
        session?.setActionHandler(action, on ? handlerOf(action, controls) : null);
      } catch {
        // Not supported here.
      }
    }
    handling = on;
  }

  return {
    show(view) {
      if (!session || !view) return;
      if (!handling) setHandlers(true);
      const entry = trackAt(view.set, view.positionMs);
      const key = `${view.set.id}:${entry?.id ?? ''}`;
      if (key !== shownKey && typeof MediaMetadata === 'function') {
        session.metadata = new MediaMetadata(mediaMetadataOf(view.set, entry));
        shownKey = key;
      }
      session.playbackState = view.isPlaying ? 'playing' : 'paused';
    },
    showPosition(view) {
      if (!session || !view || !('setPositionState' in session)) return;
      const duration = view.durationMs / 1000;
      if (!(duration > 0)) return;
      const position = Math.min(Math.max(0, view.positionMs / 1000), duration);
      // It throws on a position the audio cannot have had; the system then keeps the last one.
      try {
        session.setPositionState({ duration, position, playbackRate: 1 });
      } catch {
        // Kept as it was.
      }
    },
    clear() {
      if (!session) return;
      if (handling) setHandlers(false);
      session.metadata = null;
      session.playbackState = 'none';
      shownKey = undefined;
      if ('setPositionState' in session) session.setPositionState();
    },
  };
}
