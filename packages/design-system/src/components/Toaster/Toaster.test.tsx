import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { tokens } from '../../tokens';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';
import { createToastQueue } from './toastQueue';
import { Toaster } from './Toaster';

const snackbar = (name: string) => page.getByRole('alertdialog', { name });

describe('Toaster', () => {
  it('hides a snackbar after 5,000 ms by default (spec.md section 9)', async () => {
    // Real time, measured: fake timers raced React's own effect schedule on a busy machine (the
    // hide timer could start after fake time had already been advanced).
    const queue = createToastQueue();
    await render(
      <ThemeRoot applyToDocument={false}>
        <p>Elsewhere</p>
        <Toaster queue={queue} />
      </ThemeRoot>,
    );
    // A snackbar under the pointer waits (react-aria pauses its timer on hover), and the pointer
    // is wherever an earlier test file in this browser left it: put it somewhere else first.
    await userEvent.hover(page.getByText('Elsewhere'));
    // Focus inside the snackbars' region pauses them too.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const shownAt = performance.now();
    queue.show({ message: 'Track purchased!', tone: 'success' });
    await expect.element(snackbar('Track purchased!')).toBeInTheDocument();

    await expect
      .element(snackbar('Track purchased!'), { timeout: tokens.snackbar.autoHideMs + 5_000 })
      .not.toBeInTheDocument();
    const shownFor = performance.now() - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(tokens.snackbar.autoHideMs);
    expect(shownFor).toBeLessThan(tokens.snackbar.autoHideMs + 5_000);
  });

  it('takes the same message again once the first has closed', async () => {
    const queue = createToastQueue();
    await render(
      <ThemeRoot applyToDocument={false}>
        <Toaster queue={queue} />
      </ThemeRoot>,
    );
    const first = queue.show({ message: 'Playing track!' });
    expect(first).not.toBeNull();
    expect(queue.show({ message: 'Playing track!', tone: 'error' })).toBeNull();

    queue.close(first!);
    await expect.element(snackbar('Playing track!')).not.toBeInTheDocument();
    expect(queue.show({ message: 'Playing track!' })).not.toBeNull();
    await expect.element(snackbar('Playing track!')).toBeInTheDocument();
  });

  it('never lets a waiting duplicate in behind the three on screen', async () => {
    const queue = createToastQueue();
    await render(
      <ThemeRoot applyToDocument={false}>
        <Toaster queue={queue} />
      </ThemeRoot>,
    );
    for (const message of ['One', 'Two', 'Three', 'Four']) queue.show({ message });
    await expect.element(snackbar('Four')).toBeInTheDocument();
    expect(page.getByRole('alertdialog').elements()).toHaveLength(tokens.snackbar.maxVisible);
    // "One" waits off screen; it is still open, so it is not queued a second time.
    expect(queue.show({ message: 'One' })).toBeNull();

    queue.clear();
    await expect.element(page.getByRole('alertdialog').first()).not.toBeInTheDocument();
    expect(queue.show({ message: 'One' })).not.toBeNull();
  });

  it('refuses a queue that did not come from createToastQueue', async () => {
    const impostor = { show: () => null, close: () => undefined, clear: () => undefined };
    await expect(
      render(
        <ThemeRoot applyToDocument={false}>
          <Toaster queue={impostor} />
        </ThemeRoot>,
      ),
    ).rejects.toThrow(/createToastQueue/);
  });
});
