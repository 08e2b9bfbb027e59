import {
  SET_FIXTURES,
  makeSet,
  playerHandlers,
  postsHandlers,
  setsHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SetPageContainer } from './SetPageContainer.tsx';

const set = SET_FIXTURES[0]!;
const emptySet = makeSet({ id: 999, track_count: 0, track_confirmed_count: 0 });

const meta = {
  title: 'Features/SetPage',
  component: SetPageContainer,
  args: { id: set.id },
  parameters: { msw: { handlers: [...setsHandlers, ...postsHandlers] } },
} satisfies Meta<typeof SetPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The set never arrives: a header placeholder of the header's exact size. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...setsHandlers.slow, ...postsHandlers] } },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** A set with no track list yet and no comment: only the Comments tab, inviting the first. */
export const Empty: Story = {
  args: { id: 999 },
  parameters: {
    msw: {
      handlers: [
        ...setsHandlers.withSets([emptySet]),
        ...postsHandlers.withCatalog({ sets: [emptySet] }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByRole('tab', { name: /^Track List/ })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Comments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText("It's pretty quiet here!")).toBeVisible();
  },
};

/** spec.md section 8: a failed load is only logged; the page keeps its one (hidden) heading. */
export const Error: Story = {
  parameters: { msw: { handlers: [...setsHandlers.error, ...postsHandlers] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Set' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { id: 4040 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /not found/i }),
    ).toBeVisible();
  },
};

/**
 * Set 1: its header facts, read-only favourite and like, the Track List with a row per entry,
 * and its six comments one tab away.
 */
export const Populated: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: set.set_name }),
    ).toBeVisible();
    await expect(canvas.getByText('Recorded')).toBeVisible();
    await expect(canvas.getByText('Identified Tracks')).toBeVisible();
    await expect(canvas.getByText(`${set.track_confirmed_count}/${set.track_count}`)).toBeVisible();
    const sponsor = set.set_sponsors[0]!;
    await expect(canvas.getByRole('link', { name: sponsor.sponsor })).toHaveAttribute(
      'href',
      `/${sponsor.sponsor_type === 'artist' ? 'artists' : 'labels'}/${sponsor.sponsor_id}`,
    );
    const genres = within(canvas.getByRole('list', { name: 'Genres' })).getAllByRole('link');
    await expect(genres.length).toBeLessThanOrEqual(3);
    await expect(genres[0]).toHaveAttribute('href', expect.stringMatching(/^\/sets\?genre=/));
    await expect(canvas.getByRole('button', { name: /^Favourite/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^Like(, [\d,+]+ likes?)?$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add to queue' })).toBeEnabled();

    const trackList = canvas.getByRole('tab', { name: `Track List ${set.track_count}` });
    await expect(trackList).toHaveAttribute('aria-selected', 'true');
    const table = canvas.getByRole('table', { name: 'Track List' });
    await expect(within(table).getAllByRole('row')).toHaveLength(set.track_count + 1);

    await userEvent.click(canvas.getByRole('tab', { name: 'Comments' }));
    // The placeholder list is replaced by the real one, so look the list up each time.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Comments' })).getAllByRole('listitem'),
      ).toHaveLength(6),
    );
  },
};

/** Play starts the set in the player: the button becomes Pause. */
export const Playing: Story = {
  parameters: { msw: { handlers: [...setsHandlers, ...postsHandlers, ...playerHandlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Play' }));
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeEnabled();
  },
};

/** On a phone the track list becomes cards and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: set.set_name });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
