import {
  TRACK_FIXTURES,
  artistsHandlers,
  engagementHandlers,
  labelsHandlers,
  makeArtist,
  seedEngagement,
  setsHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectSnackbar } from '../snackbarStories.ts';
import { ArtistPageContainer } from './ArtistPageContainer.tsx';

/** Tomás Arriaga, with IDs heard in sets. */
const artist = makeArtist({ id: 2 });
const [first, second] = TRACK_FIXTURES.filter(
  (track) =>
    track.mix_type === 'ID' && track.artists.some((credit) => credit.artist_meta.id === artist.id),
);
/**
 * The watch star of the ID's row: its IDs share a title ("ID") and an artist, so the row is
 * told by the link to the ID's page.
 */
function starOf(table: HTMLElement, track: { id: number; title: string; artist: string }) {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) =>
      within(candidate)
        .queryAllByRole('link', { name: track.title })
        .some((link) => link.getAttribute('href') === `/tracks/${String(track.id)}`),
    );
  if (!row) throw new Error(`No row of the IDs tab is track ${String(track.id)}.`);
  return within(row).getByRole('button', { name: `Watch ${track.title} by ${track.artist}` });
}

const catalog = [...artistsHandlers, ...labelsHandlers, ...setsHandlers, ...tracksHandlers];

/** Watching an artist's IDs from the IDs tab against the mock API (spec.md sections 2 and 8). */
const meta = {
  title: 'Features/ArtistPage/IDs',
  component: ArtistPageContainer,
  // The tab comes from the address, as the app's route gives it.
  args: { id: artist.id, tab: 'ids', onTabChange: fn() },
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers] } },
} satisfies Meta<typeof ArtistPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each ID has a star; pressing it watches the ID, pressing again stops. */
export const WatchAnId: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'IDs' });
    const star = await waitFor(() => starOf(table, first!));
    await expect(within(table).getAllByRole('button', { name: /^Watch / })).toHaveLength(
      within(table).getAllByRole('row').length - 1,
    );
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expectSnackbar('Started watching ID');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expectSnackbar('Stopped watching ID');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};

/** An ID watched already shows its star pressed. */
export const Watched: Story = {
  beforeEach: () => {
    seedEngagement({ watchedIds: [second!.id] });
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'IDs' });
    await waitFor(() => expect(starOf(table, second!)).toHaveAttribute('aria-pressed', 'true'));
    await expect(starOf(table, first!)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The server refuses: the star rolls back and the snackbar says something went wrong. */
export const WatchRefused: Story = {
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers.refused] } },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'IDs' });
    const star = await waitFor(() => starOf(table, first!));
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    // The client retries a failed call once (spec.md section 7) before it gives up.
    await expectSnackbar('Something went wrong, please try again!', 8000);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A guest's press asks them to log in; the star stays as it was. */
export const WatchAsGuest: Story = {
  parameters: { signedIn: false },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'IDs' });
    const star = await waitFor(() => starOf(table, first!));
    await userEvent.click(star);
    await expectSnackbar('Log in to watch IDs.');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};
