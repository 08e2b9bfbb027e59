import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { tokens } from '../../tokens';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';
import { createToastQueue } from './toastQueue';
import { Toaster } from './Toaster';

const snackbar = (name: string) => page.getByRole('alertdialog', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('hides a snackbar after 5,000 ms by default (spec.md section 9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queue = createToastQueue();
    await render(
      <ThemeRoot applyToDocument={false}>
        <Toaster queue={queue} />
      </ThemeRoot>,
    );
    queue.show({ message: 'Track purchased!', tone: 'success' });
    await expect.element(snackbar('Track purchased!')).toBeInTheDocument();
    // The hide timer starts once the toast has rendered, in an effect React runs on its own
    // (real) schedule: on a busy machine that can come after the toast shows. Frames are not
    // faked, so wait on them until the timer exists, then run fake time.
    while (vi.getTimerCount() === 0) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }

    await vi.advanceTimersByTimeAsync(tokens.snackbar.autoHideMs - 1);
    await expect.element(snackbar('Track purchased!')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    // Hidden now; real timers again so the assertion's polling can wait out the exit on a busy
    // machine (with setTimeout faked it could not poll at all).
    vi.useRealTimers();
    await expect.element(snackbar('Track purchased!')).not.toBeInTheDocument();
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
