import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerEngine } from './engine.ts';
import { FakeAudio } from './test/fakeAudio.ts';
import { fakeApi, testPlayer } from './test/player.ts';
import { playerSet } from './test/sets.ts';

/** navigator.mediaSession as a browser has it, recording what the player tells it. */
class FakeMediaSession {
  readonly handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
  metadata: MediaMetadataInit | null = null;
  playbackState: MediaSessionPlaybackState = 'none';
  readonly positions: (MediaPositionState | undefined)[] = [];

  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
    if (handler) this.handlers.set(action, handler);
    else this.handlers.delete(action);
  }

  setPositionState(state?: MediaPositionState) {
    this.positions.push(state);
  }

  act(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) {
    this.handlers.get(action)?.({ action, ...details });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  // MediaMetadata is a browser class; this one keeps what it was given, as it does.
  vi.stubGlobal(
    'MediaMetadata',
    vi.fn(function (this: MediaMetadataInit, init: MediaMetadataInit) {
      Object.assign(this, init);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const set = playerSet(1, { art_url: 'art/set-1.jpg', art_url_xl: 'art/set-1-xl.jpg' });
const [, second] = set.set_tracks;

function sessionPlayer() {
  const session = new FakeMediaSession();
  const player = testPlayer({ mediaSession: session as unknown as MediaSession });
  return { ...player, session };
}

describe('the Media Session', () => {
  it('is found on navigator where the browser has one', () => {
    const session = new FakeMediaSession();
    vi.stubGlobal('navigator', { mediaSession: session });
    const engine = new PlayerEngine({ audio: new FakeAudio(), api: fakeApi(), storage: null });
    engine.load(set);
    expect(session.handlers.size).toBe(7);
  });

  it('shows the track playing, the set between tracks, and whether it plays', async () => {
    const { engine, audio, session } = sessionPlayer();
    engine.load(set, { startMs: 125_000 });
    const track = second!.track_meta;
    expect(session.metadata).toMatchObject({
      title: track.title,
      artist: track.artist,
      album: set.set_name,
    });
    expect(session.metadata?.artwork?.length).toBeGreaterThan(0);
    expect(session.playbackState).toBe('playing');

    engine.seek(239_000);
    await audio.elapse(1_000);
    expect(session.metadata).toMatchObject({ title: set.set_name, artist: set.artist });
    expect(session.metadata?.artwork).toEqual([
      { src: '/media/art/set-1.jpg', sizes: '300x300' },
      { src: '/media/art/set-1-xl.jpg', sizes: '600x600' },
    ]);
    engine.pause();
    expect(session.playbackState).toBe('paused');
  });

  it('is told the position when a set loads and on a seek', () => {
    const { engine, session } = sessionPlayer();
    engine.load(set, { startMs: 30_000, autoplay: false });
    expect(session.positions.at(-1)).toEqual({ duration: 600, position: 30, playbackRate: 1 });
    engine.seek(90_500);
    expect(session.positions.at(-1)).toEqual({ duration: 600, position: 90.5, playbackRate: 1 });
  });

  it('plays, pauses, seeks and skips by 10 s or as asked from the system', () => {
    const { engine, session } = sessionPlayer();
    engine.load(set, { startMs: 60_000 });
    session.act('pause');
    expect(engine.getSnapshot().status).toBe('paused');
    session.act('play');
    expect(engine.getSnapshot().status).toBe('playing');
    session.act('seekto', { seekTime: 200 });
    expect(engine.getSnapshot().positionMs).toBe(200_000);
    session.act('seekbackward');
    expect(engine.getSnapshot().positionMs).toBe(190_000);
    session.act('seekforward', { seekOffset: 30 });
    expect(engine.getSnapshot().positionMs).toBe(220_000);
  });

  it('moves between the tracks of the set with the previous and next keys', () => {
    const { engine, session } = sessionPlayer();
    engine.load(set, { startMs: 130_000 });
    session.act('nexttrack');
    expect(engine.getSnapshot().positionMs).toBe(300_000);
    session.act('previoustrack');
    expect(engine.getSnapshot().positionMs).toBe(120_000);
  });

  it('hands the keys back and shows nothing after a reset', () => {
    const { engine, session } = sessionPlayer();
    engine.load(set);
    engine.reset();
    expect(session.handlers.size).toBe(0);
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    expect(session.positions.at(-1)).toBeUndefined();
  });
});
