import {
  TRACK_FIXTURES,
  adminIdsHandlers,
  mockDb,
  seedEngagement,
  seedRelease,
  sessionHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import { trackSearchTexts } from '@rabbithole/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AdminReleaseContainer } from './AdminReleaseContainer.tsx';

/** The newest heard ID, first in the ID search, and the released tracks to search for. */
const [newestId] = TRACK_FIXTURES.filter((track) => track.mix_type === 'ID').sort(
  (a, b) => (b.first_heard_date ?? '').localeCompare(a.first_heard_date ?? '') || b.id - a.id,
);
const released = TRACK_FIXTURES.find((track) => track.mix_type === 'original_mix')!;
const another = TRACK_FIXTURES.find((track) => track.mix_type === 'remix')!;
const named = (track: { artist: string; title: string }) => `${track.artist} – ${track.title}`;

/** An artist credited on IDs and released tracks, fewer than a page of them all. */
const mixedArtist = TRACK_FIXTURES.find(
  (id) =>
    id.mix_type === 'ID' &&
    TRACK_FIXTURES.some((other) => other.mix_type !== 'ID' && other.artist === id.artist),
)!.artist;

/** Chooses the newest ID, then searches the released track by its title and chooses it. */
async function chooseBoth({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>) {
  const ids = await canvas.findByRole('listbox', { name: 'IDs' });
  await userEvent.click(within(ids).getAllByRole('option')[0]!);
  const search = canvas.getByRole('searchbox', { name: 'Search released tracks' });
  await userEvent.type(search, released.title);
  // The search waits out its debounce after the last key, then the answer: typing a whole title
  // on a loaded machine can leave less than findBy's default second for both.
  const tracks = await canvas.findByRole('listbox', { name: 'Released tracks' });
  await userEvent.click(
    await within(tracks).findByRole('option', {
      // The original, not a remix or edit of the same title ("… (… Remix)").
      name: (name) => name.startsWith(named(released)) && !name.startsWith(`${named(released)} (`),
    }),
  );
  await expect(canvas.getByText(`Release ${named(newestId!)} as ${named(released)}`)).toBeVisible();
}

/** The page's handlers, the admin endpoints answering as `admin` says. */
const answering = (admin: readonly HttpHandler[]) => ({
  msw: { handlers: [...admin, ...tracksHandlers, ...sessionHandlers] },
});

/** The admin page against the mock API, signed in as ADMIN_USER. */
const meta = {
  title: 'Features/AdminRelease',
  component: AdminReleaseContainer,
  parameters: { session: 'admin', ...answering(adminIdsHandlers) },
} satisfies Meta<typeof AdminReleaseContainer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** As it opens: the IDs not yet released, newest heard first; the track search waits for words. */
export const EmptySearch: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Release an ID' })).toBeVisible();
    const ids = await canvas.findByRole('listbox', { name: 'IDs' });
    const options = within(ids).getAllByRole('option');
    await expect(options).toHaveLength(20);
    await expect(options[0]).toHaveTextContent(`Found in ${newestId!.set_meta!.set_name}`);
    await expect(
      canvas.getByText('Search released tracks by title, artist or label.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Release ID' })).toBeDisabled();
  },
};

/** The ID search is read; placeholders stand where its results will be. */
export const Searching: Story = {
  parameters: answering(adminIdsHandlers.slow),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Searching')).toBeInTheDocument();
    await expect(canvas.queryByRole('listbox', { name: 'IDs' })).toBeNull();
  },
};

/**
 * A new search is read: the last answer stays listed, and choosable, until the next one replaces
 * it (placeholders only stand where nothing has been answered yet).
 */
export const SearchingAgain: Story = {
  parameters: answering(adminIdsHandlers.slow),
  play: async ({ canvas, userEvent }) => {
    const ids = await canvas.findByRole('listbox', { name: 'IDs' }, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search IDs' }), 'zzqx');
    // Past the field's debounce, well inside the 1.5 s the answer takes.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.queryByText('Searching')).toBeNull();
    await expect(within(ids).getAllByRole('option')).toHaveLength(20);
    await expect(await canvas.findByText('No IDs found.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The track search lists released tracks only: the IDs it finds are left out. */
export const Results: Story = {
  play: async ({ canvas, userEvent }) => {
    // The catalog answers the artist's IDs on the same page as their released tracks.
    const matching = TRACK_FIXTURES.filter((track) =>
      trackSearchTexts(track).some((text) => text.includes(mixedArtist)),
    );
    await expect(matching.length).toBeLessThan(20);
    const search = canvas.getByRole('searchbox', { name: 'Search released tracks' });
    await userEvent.type(search, mixedArtist);
    const tracks = await canvas.findByRole('listbox', { name: 'Released tracks' });
    await waitFor(() =>
      expect(within(tracks).getAllByRole('option')).toHaveLength(
        matching.filter((track) => track.mix_type !== 'ID').length,
      ),
    );
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('listbox', { name: 'IDs' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search IDs' }), 'zzqx');
    await expect(await canvas.findByText('No IDs found.')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search released tracks' }), 'zzqx');
    await expect(await canvas.findByText('No tracks found.')).toBeVisible();
  },
};

/** An ID and its track chosen: the summary names both, Release ID is ready. */
export const SelectedBoth: Story = {
  play: async ({ canvas, userEvent }) => {
    await chooseBoth({ canvas, userEvent });
    await expect(canvas.getByRole('button', { name: 'Release ID' })).toBeEnabled();
  },
};

/** While the release is on its way the button is busy. */
export const Releasing: Story = {
  parameters: answering(adminIdsHandlers.pending),
  play: async ({ canvas, userEvent }) => {
    await chooseBoth({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Release ID' }));
    await expect(canvas.getByRole('button', { name: 'Release ID' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Released: the watcher is told, the page says so, and the ID leaves the search. */
export const Released: Story = {
  beforeEach: () => {
    seedEngagement({ watchedIds: [newestId!.id] });
  },
  play: async ({ canvas, userEvent }) => {
    await chooseBoth({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Release ID' }));
    await expect(await canvas.findByText('Released. 1 listener notified.')).toBeVisible();
    await expect(canvas.getByText('Choose an ID and the track it was released as.')).toBeVisible();
    const ids = canvas.getByRole('listbox', { name: 'IDs' });
    await waitFor(() =>
      expect(within(ids).getAllByRole('option')[0]).not.toHaveTextContent(
        `Found in ${newestId!.set_meta!.set_name}`,
      ),
    );
    await expect(mockDb.tracks.get(newestId!.id)?.released_as?.id).toBe(released.id);
  },
};

/** 409: someone released the ID while it was being chosen. */
export const AlreadyReleased: Story = {
  play: async ({ canvas, userEvent }) => {
    await chooseBoth({ canvas, userEvent });
    seedRelease(newestId!.id, another.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Release ID' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This ID has been released already.'),
    );
  },
};

/**
 * 422: the chosen track is gone meanwhile; the server's own words say why. The server answers
 * so rather than the story deleting the track: a search revalidating before the screenshot
 * would drop the chosen row, and the screenshot would depend on when it did.
 */
export const TrackGone: Story = {
  parameters: answering(adminIdsHandlers.trackGone),
  play: async ({ canvas, userEvent }) => {
    await chooseBoth({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Release ID' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('No track has this id.'),
    );
  },
};

/** Any other failure: the failure message, and Release ID can be pressed again. */
export const Failed: Story = {
  parameters: answering(adminIdsHandlers.refused),
  play: async ({ canvas, userEvent }) => {
    await chooseBoth({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Release ID' }));
    // The client retries a failed call once (spec.md section 7) before it gives up.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Something went wrong, please try again!',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Release ID' })).toBeEnabled();
  },
};

/** A phone: the searches stack and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await chooseBoth({ canvas, userEvent });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * A listener who is no admin (the app never shows them the page): the server refuses the search
 * (403), which is only logged, so the hint stays rather than "No IDs found.".
 */
export const NotAnAdmin: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Search IDs by title, artist or set.')).toBeVisible();
    await expect(canvas.queryByText('No IDs found.')).toBeNull();
    await expect(canvas.queryByRole('listbox', { name: 'IDs' })).toBeNull();
  },
};
