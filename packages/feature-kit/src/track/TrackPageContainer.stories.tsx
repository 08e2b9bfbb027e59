import {
  TRACK_FIXTURES,
  makeTrack,
  playerHandlers,
  postsHandlers,
  seedRelease,
  setsHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectSnackbar } from '../snackbarStories.ts';
import { TrackPageContainer } from './TrackPageContainer.tsx';

const original = TRACK_FIXTURES.find((track) => track.mix_type === 'original_mix')!;
const remix = TRACK_FIXTURES.find((track) => track.mix_type === 'remix')!;
const unidentified = TRACK_FIXTURES.find((track) => track.mix_type === 'ID')!;
const lonely = makeTrack({ id: 5000 });

const working = [...tracksHandlers, ...setsHandlers, ...postsHandlers];

const meta = {
  title: 'Features/TrackPage',
  component: TrackPageContainer,
  args: { id: original.id },
  parameters: { msw: { handlers: working } },
} satisfies Meta<typeof TrackPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [...tracksHandlers.slow, ...setsHandlers, ...postsHandlers] } },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** A track no set plays yet and nobody commented on. */
export const Empty: Story = {
  args: { id: lonely.id },
  parameters: {
    msw: {
      handlers: [
        ...tracksHandlers.withCatalog({ tracks: [lonely] }),
        ...setsHandlers.withCatalog({ tracks: [lonely] }),
        ...postsHandlers.withCatalog({ tracks: [lonely] }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(await canvas.findByText('No sets found.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Comments' }));
    await expect(await canvas.findByText("It's pretty quiet here!")).toBeVisible();
  },
};

/** spec.md section 8: a failed load is only logged; the page keeps its one (hidden) heading. */
export const Error: Story = {
  parameters: { msw: { handlers: [...tracksHandlers.error, ...setsHandlers, ...postsHandlers] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Track' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { id: 40_404 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /not found/i }),
    ).toBeVisible();
  },
};

/** An original mix: its label, release day, BPM, key, the #genre chip, Buy and its sets. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: original.title }),
    ).toBeVisible();
    await expect(canvas.getByText('Released Date')).toBeVisible();
    await expect(canvas.getByText('BPM')).toBeVisible();
    await expect(canvas.getByText(String(original.bpm))).toBeVisible();
    const genre = canvas.getByRole('link', { name: original.genre! });
    await expect(genre).toHaveAttribute(
      'href',
      `/tracks?genre=${encodeURIComponent(original.genre!)}`,
    );
    await expect(genre).toHaveTextContent(`#${original.genre!}`);
    await expect(canvas.getByRole('link', { name: 'Buy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeEnabled();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Sets' })).getAllByRole('listitem').length,
      ).toBeGreaterThan(0),
    );
  },
};

/** Play starts the set the track was first heard in, at the track: "Playing track!". */
export const Playing: Story = {
  parameters: { msw: { handlers: [...working, ...playerHandlers] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: original.title });
    // Enabled once the sets it is played in are known.
    const play = canvas.getByRole('button', { name: 'Play' });
    await waitFor(() => expect(play).toBeEnabled());
    await userEvent.click(play);
    await expectSnackbar('Playing track!');
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeEnabled();
  },
};

/** A remix: the heading carries the mixer and Remix. */
export const Remix: Story = {
  args: { id: remix.id },
  play: async ({ canvas }) => {
    const mixer = remix.artists.find((credit) => credit.role === 'mixer')!.artist_meta.name;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `${remix.title} (${mixer} Remix)` }),
    ).toBeVisible();
  },
};

/** An ID: where it was found and first heard; no Buy, no label facts, no genre chip. */
export const Unidentified: Story = {
  args: { id: unidentified.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'ID' });
    await expect(canvas.getByText('Found in')).toBeVisible();
    await expect(canvas.getByText('First Heard')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: unidentified.set_meta!.set_name }),
    ).toHaveAttribute('href', `/sets/${unidentified.set_meta!.id}`);
    await expect(canvas.queryByRole('link', { name: 'Buy' })).toBeNull();
    await expect(canvas.queryByText('Released Date')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Genres' })).toBeNull();
  },
};

/** A released ID: its page links to the track it turned out to be, and still says where it was heard. */
export const ReleasedId: Story = {
  args: { id: unidentified.id },
  beforeEach: () => {
    seedRelease(unidentified.id, original.id);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'ID' });
    await expect(canvas.getByText('Released as')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${original.artist} – ${original.title}` }),
    ).toHaveAttribute('href', `/tracks/${original.id}`);
    await expect(canvas.getByText('Found in')).toBeVisible();
    await expect(canvas.getByText('First Heard')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Buy' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: original.title });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
