import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { PlayerProvider } from './PlayerProvider.tsx';
import { testPlayer } from './test/player.ts';
import { playerSet } from './test/sets.ts';
import { useMomentLinkStart } from './useMomentLinkStart.ts';
import {
  useNowPlayingEntryId,
  usePlayer,
  usePlayerControls,
  usePlayerSelector,
} from './usePlayer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function TrackListIndicator({ setId, renders }: { setId: number; renders: string[] }) {
  const entryId = useNowPlayingEntryId(setId);
  renders.push(String(entryId));
  return <p>{`Now playing: ${entryId ?? 'none'}`}</p>;
}

function CurrentTrack() {
  const { currentTrack, nowPlayingEntryId, state } = usePlayer();
  return (
    <p>{`${currentTrack?.track_meta.title ?? 'between tracks'} ${nowPlayingEntryId ?? ''} ${state.positionMs}`}</p>
  );
}

describe('the player hooks', () => {
  it('render the now-playing entry again only when it changes, not every second', async () => {
    const { engine, audio } = testPlayer();
    const renders: string[] = [];
    const screen = await render(
      <PlayerProvider engine={engine}>
        <TrackListIndicator setId={1} renders={renders} />
        <TrackListIndicator setId={2} renders={[]} />
      </PlayerProvider>,
    );
    engine.load(playerSet(1), { startMs: 115_000 });
    await audio.elapse(10_000);
    await expect.element(screen.getByText('Now playing: 102')).toBeVisible();
    await expect.element(screen.getByText('Now playing: none')).toBeVisible();
    expect(renders).toEqual(['undefined', '101', '102']);
    engine.pause();
    await expect.element(screen.getByText('Now playing: none').first()).toBeVisible();
  });

  it('give the whole state with the current track', async () => {
    const { engine } = testPlayer();
    const set = playerSet(1);
    const screen = await render(
      <PlayerProvider engine={engine}>
        <CurrentTrack />
      </PlayerProvider>,
    );
    engine.load(set, { startMs: 130_000 });
    const title = set.set_tracks[1]!.track_meta.title;
    await expect.element(screen.getByText(`${title} 102 130000`)).toBeVisible();
  });

  it('read where a moment link starts', async () => {
    function Start({ search }: { search: string }) {
      return <p>{`Start: ${useMomentLinkStart(search) ?? 'saved position'}`}</p>;
    }
    const screen = await render(
      <>
        <Start search="?t=1h02m03s" />
        <Start search="t=junk" />
      </>,
    );
    await expect.element(screen.getByText('Start: 3723000')).toBeVisible();
    await expect.element(screen.getByText('Start: saved position')).toBeVisible();
  });

  it("re-render nothing when the provider's own audio element arrives, and act once it has", async () => {
    // A real press, whose driver waits on real time.
    vi.useRealTimers();
    const renders: string[] = [];
    function VolumeButton({ renders }: { renders: string[] }) {
      const { setVolume } = usePlayerControls();
      renders.push('controls');
      return (
        <button type="button" onClick={() => setVolume(0.5)}>
          Quieter
        </button>
      );
    }
    function Status({ renders }: { renders: string[] }) {
      const status = usePlayerSelector((state) => state.status);
      const volume = usePlayerSelector((state) => state.volume);
      renders.push('status');
      return <p>{`${status} at ${volume}`}</p>;
    }
    const screen = await render(
      <PlayerProvider>
        <VolumeButton renders={renders} />
        <Status renders={renders} />
      </PlayerProvider>,
    );
    await expect.element(screen.getByText(/^idle at /)).toBeVisible();
    expect(document.querySelector('audio')).not.toBeNull();
    expect(renders).toEqual(['controls', 'status']);
    await screen.getByRole('button', { name: 'Quieter' }).click();
    await expect.element(screen.getByText('idle at 0.5')).toBeVisible();
    expect(renders.filter((part) => part === 'controls')).toHaveLength(1);
  });
});
