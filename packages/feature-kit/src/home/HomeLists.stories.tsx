import {
  artistsHandlers,
  featuredArtistsOf,
  featuredLabelsOf,
  featuredSetsOf,
  labelsHandlers,
  mockDb,
  setsHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HomeListsContainer } from './HomeListContainers.tsx';

const titles = ['Featured Sets', 'Newest Tracks', 'Featured Artists', 'Featured Labels'] as const;

const meta = {
  title: 'Features/HomeLists',
  component: HomeListsContainer,
  parameters: {
    msw: {
      handlers: [...setsHandlers, ...tracksHandlers, ...artistsHandlers, ...labelsHandlers],
    },
  },
} satisfies Meta<typeof HomeListsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every list loading: each heading is there, each shelf busy with placeholders. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...setsHandlers.slow,
        ...tracksHandlers.slow,
        ...artistsHandlers.slow,
        ...labelsHandlers.slow,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    for (const title of titles) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(canvas.getByRole('list', { name: title })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    // One pulse a shelf: Chromium restyles every animated element on each frame it renders, and
    // a pulse on each placeholder bar was 170 of them while the page loaded.
    await expect(canvasElement.getAnimations({ subtree: true })).toHaveLength(titles.length);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...setsHandlers.empty,
        ...tracksHandlers.empty,
        ...artistsHandlers.empty,
        ...labelsHandlers.empty,
      ],
    },
  },
  play: async ({ canvas }) => {
    for (const message of [
      'No sets found.',
      'No tracks found.',
      'No artists found.',
      'No labels found.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

/** spec.md section 8: failed loads are only logged; the headings and frames stay, nothing more. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        ...setsHandlers.error,
        ...tracksHandlers.error,
        ...artistsHandlers.error,
        ...labelsHandlers.error,
      ],
    },
  },
  play: async ({ canvas }) => {
    // The client retries a failed read once, 1 s later (spec.md section 7), before it gives up.
    await waitFor(() => expect(canvas.queryAllByRole('list')).toHaveLength(0));
    for (const title of titles) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Populated: Story = {
  play: async ({ canvas }) => {
    // A card's own links, not its genre links (`…?genre=`).
    const firstLink = async (title: string) =>
      (await within(await canvas.findByRole('list', { name: title })).findAllByRole('link')).filter(
        (link) => !link.getAttribute('href')?.includes('?genre='),
      );
    await waitFor(async () => {
      for (const title of titles) {
        await expect(canvas.getByRole('list', { name: title })).not.toHaveAttribute('aria-busy');
      }
    });
    const [set] = featuredSetsOf(mockDb.sets.all());
    const sets = await firstLink('Featured Sets');
    await expect(sets[0]).toHaveAccessibleName(set!.set_name);
    await expect(sets[0]).toHaveAttribute('href', `/sets/${set!.id}`);
    await expect(sets[0]).toHaveAccessibleDescription(
      expect.stringContaining(`Identified ${set!.track_confirmed_count}/${set!.track_count}`),
    );

    // The page's largest paint is the first sets' art: asked for with the page, the rest lazily.
    const artOf = (title: string) =>
      [...canvas.getByRole('list', { name: title }).querySelectorAll('img')].map(
        (image) => `${image.loading} ${image.getAttribute('fetchpriority') ?? 'auto'}`,
      );
    await expect(artOf('Featured Sets').slice(0, 3)).toEqual([
      'eager high',
      'eager high',
      'lazy auto',
    ]);
    await expect(artOf('Newest Tracks')[0]).toBe('lazy auto');

    const tracks = await firstLink('Newest Tracks');
    await expect(tracks).toHaveLength(20);
    await expect(tracks[0]).toHaveAttribute('href', expect.stringMatching(/^\/tracks\/\d+$/));

    const [artist] = featuredArtistsOf(mockDb);
    const artists = await firstLink('Featured Artists');
    await expect(artists[0]).toHaveAccessibleName(artist!.name);
    await expect(artists[0]).toHaveAttribute('href', `/artists/${artist!.id}`);

    const [label] = featuredLabelsOf(mockDb);
    const labels = await firstLink('Featured Labels');
    await expect(labels[0]).toHaveAccessibleName(label!.name);
    await expect(labels[0]).toHaveAttribute('href', `/labels/${label!.id}`);
  },
};

/**
 * Answers are shown top down, but a shelf never waits for one above that is still waiting for
 * its own answer: Featured Sets hangs, the three below it fill.
 */
export const FirstShelfStillLoading: Story = {
  parameters: {
    msw: {
      handlers: [...setsHandlers.slow, ...tracksHandlers, ...artistsHandlers, ...labelsHandlers],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      for (const title of titles.slice(1)) {
        await expect(canvas.getByRole('list', { name: title })).not.toHaveAttribute('aria-busy');
      }
    });
    const [, tracks] = titles;
    await expect(
      within(canvas.getByRole('list', { name: tracks })).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('list', { name: 'Featured Sets' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** On a phone each shelf scrolls sideways inside itself; the page does not. */
export const PopulatedMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const sets = await canvas.findByRole('list', { name: 'Featured Sets' });
    await waitFor(() => expect(within(sets).getAllByRole('link').length).toBeGreaterThan(2));
    await expect(sets.scrollWidth).toBeGreaterThan(sets.clientWidth);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth + 1);
  },
};
