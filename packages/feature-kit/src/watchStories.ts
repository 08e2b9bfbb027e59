// For stories only: production code never imports it, so storybook/test stays out of the app.
import type { Track } from '@rabbithole/api-contract';
import { expect, userEvent, within } from 'storybook/test';
import { expectSnackbar } from './snackbarStories.ts';

type Named = Pick<Track, 'id' | 'title' | 'artist'>;

/** The watch star of an ID's row, as TracklistTable names it. */
export const watchName = (track: Pick<Track, 'title' | 'artist'>) =>
  `Watch ${track.title} by ${track.artist}`;

/**
 * The watch star of the ID's row in `table`. An artist's IDs share a title ("ID") and an artist,
 * so the row is told by the link to the ID's page.
 */
export function starOf(table: HTMLElement, track: Named): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) =>
      within(candidate)
        .queryAllByRole('link', { name: track.title })
        .some((link) => link.getAttribute('href') === `/tracks/${String(track.id)}`),
    );
  if (!row) throw new Error(`No row of the table is track ${String(track.id)}.`);
  return within(row).getByRole('button', { name: watchName(track) });
}

/** Pressing an unwatched star watches the ID at once, then stops watching it (spec.md 8). */
export async function expectWatchAndUnwatch(star: HTMLElement): Promise<void> {
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(star);
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expectSnackbar('Started watching ID');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(star);
  await expectSnackbar('Stopped watching ID');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
}

/** A refused watch: pressed at once, then rolled back with the failure message. */
export async function expectWatchRolledBack(star: HTMLElement): Promise<void> {
  await userEvent.click(star);
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // The client retries a failed call once (spec.md section 7) before it gives up.
  await expectSnackbar('Something went wrong, please try again!', 8000);
  await expect(star).toHaveAttribute('aria-pressed', 'false');
}

/** A guest's press asks them to log in; nothing is sent and the star stays as it was. */
export async function expectGuestAskedToLogIn(star: HTMLElement): Promise<void> {
  await userEvent.click(star);
  await expectSnackbar('Log in to watch IDs.');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
}
