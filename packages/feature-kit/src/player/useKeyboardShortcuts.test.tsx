import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PlayerProvider } from './PlayerProvider.tsx';
import { testPlayer } from './test/player.ts';
import { playerSet } from './test/sets.ts';
import { useKeyboardShortcuts } from './useKeyboardShortcuts.ts';

function Page({ onShowHelp }: { onShowHelp: () => void }) {
  useKeyboardShortcuts({ onShowHelp });
  return (
    <main>
      <input aria-label="Search" />
      <input type="checkbox" aria-label="Shuffle" />
      <textarea aria-label="Comment" />
      <select aria-label="Genre">
        <option>House</option>
      </select>
      <div role="slider" aria-label="Progress" aria-valuenow={0} tabIndex={0} />
      <div contentEditable suppressContentEditableWarning aria-label="Notes" tabIndex={0}>
        notes
      </div>
      <button type="button">Share</button>
      <a href="#top">Top</a>
    </main>
  );
}

/** A page with the shortcuts, its player playing 2:05 into a set unless told none is loaded. */
async function renderPage(options: { loaded?: boolean } = {}) {
  const player = testPlayer();
  if (options.loaded !== false) player.engine.load(playerSet(1), { startMs: 125_000 });
  const onShowHelp = vi.fn();
  await render(
    <PlayerProvider engine={player.engine}>
      <Page onShowHelp={onShowHelp} />
    </PlayerProvider>,
  );
  const position = () => player.engine.getSnapshot().positionMs;
  const status = () => player.engine.getSnapshot().status;
  return { ...player, onShowHelp, position, status };
}

describe('the player’s keyboard shortcuts', () => {
  it('Space plays and pauses; ←/→ move 10 s; Shift+←/→ move by track; ? shows help', async () => {
    const { position, status, onShowHelp } = await renderPage();
    await userEvent.keyboard(' ');
    expect(status()).toBe('paused');
    await userEvent.keyboard(' ');
    expect(status()).toBe('playing');

    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe(135_000);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(position()).toBe(115_000);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(position()).toBe(120_000);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(position()).toBe(0);

    await userEvent.keyboard('?');
    expect(onShowHelp).toHaveBeenCalledOnce();
  });

  it.each(['Search', 'Comment', 'Genre', 'Progress', 'Notes'])(
    'leaves every key to the %s field in focus',
    async (name) => {
      const { position, status, onShowHelp } = await renderPage();
      const field = page.getByLabelText(name).element() as HTMLElement;
      field.focus();
      await userEvent.keyboard(' {ArrowRight}{Shift>}{ArrowLeft}{/Shift}?');
      expect(status()).toBe('playing');
      expect(position()).toBe(125_000);
      expect(onShowHelp).not.toHaveBeenCalled();
    },
  );

  it('leaves Space to a focused button, link or checkbox but moves with the arrows', async () => {
    const { position, status } = await renderPage();
    for (const control of [
      page.getByRole('button', { name: 'Share' }),
      page.getByRole('link', { name: 'Top' }),
      page.getByRole('checkbox', { name: 'Shuffle' }),
    ]) {
      (control.element() as HTMLElement).focus();
      await userEvent.keyboard(' ');
      expect(status()).toBe('playing');
    }
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe(135_000);
  });

  it('leaves the browser’s shortcuts alone', async () => {
    const { position, status } = await renderPage();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}{Alt>}{ArrowLeft}{/Alt}');
    await userEvent.keyboard('{Meta>} {/Meta}');
    expect(position()).toBe(125_000);
    expect(status()).toBe('playing');
  });

  it('is off while no set is loaded', async () => {
    const { audio, onShowHelp } = await renderPage({ loaded: false });
    await userEvent.keyboard(' ?');
    expect(audio.paused).toBe(true);
    expect(onShowHelp).not.toHaveBeenCalled();
  });
});
