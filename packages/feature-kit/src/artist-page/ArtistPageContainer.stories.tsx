import {
  artistsHandlers,
  labelsHandlers,
  makeArtist,
  setsHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ArtistPageContainer } from './ArtistPageContainer.tsx';

/** Tomás Arriaga: sets, tracks, remixes, IDs and labels, a founded label, a bio, socials. */
const artist = makeArtist({ id: 2 });
/** Hollow Pattern: no set, so no Sets tab. */
const setless = makeArtist({ id: 13 });
/** Known to nobody's tracks or sets: every count is 0. */
const newcomer = makeArtist({ id: 5000, name: 'Nova Reyes' });

const working = [...artistsHandlers, ...labelsHandlers, ...setsHandlers, ...tracksHandlers];

const meta = {
  title: 'Features/ArtistPage',
  component: ArtistPageContainer,
  args: { id: artist.id },
  parameters: { msw: { handlers: working } },
} satisfies Meta<typeof ArtistPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The artist never arrives: a header placeholder of the header's exact size. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [...artistsHandlers.slow, ...labelsHandlers, ...setsHandlers, ...tracksHandlers],
    },
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** An artist with nothing on the site yet: the header alone, no tab with a count of 0. */
export const Empty: Story = {
  args: { id: newcomer.id },
  parameters: {
    msw: {
      handlers: [
        ...artistsHandlers.withCatalog({ artists: [newcomer] }),
        ...labelsHandlers.withCatalog({ artists: [newcomer] }),
        ...setsHandlers.withCatalog({ artists: [newcomer] }),
        ...tracksHandlers.withCatalog({ artists: [newcomer] }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: newcomer.name }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** spec.md section 8: a failed load is only logged; the page keeps its one (hidden) heading. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [...artistsHandlers.error, ...labelsHandlers, ...setsHandlers, ...tracksHandlers],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Artist' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { id: 40_404 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Artist not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discover Artists' })).toHaveAttribute(
      'href',
      '/artists',
    );
  },
};

/** The header in full and the five tabs with their counts; Sets first, as cards. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: artist.name })).toBeVisible();
    const founded = artist.founded_label[0]!;
    await expect(canvas.getByText('Founder of')).toBeVisible();
    await expect(canvas.getByRole('link', { name: founded.name })).toHaveAttribute(
      'href',
      `/labels/${founded.id}`,
    );
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'SoundCloud' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bio' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const tabs = within(canvas.getByRole('tablist', { name: 'Artist sections' }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      `Sets${artist.set_count}`,
      `Tracks${artist.track_count}`,
      `Remixes${artist.remix_count}`,
      `IDs${artist.id_count}`,
      `Labels${artist.label_count}`,
    ]);
    await expect(tabs.getByRole('tab', { name: /^Sets/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Sets' })).getAllByRole('listitem'),
      ).toHaveLength(artist.set_count),
    );
  },
};

/** The Bio opens in place. */
export const BioOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: artist.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Bio' }));
    await expect(canvas.getByRole('button', { name: 'Bio' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(artist.bio!)).toBeVisible();
  },
};

/** The tab comes from the address (`?tab=remixes`) and a pick is reported to be kept there. */
export const TabFromAddress: Story = {
  args: { tab: 'remixes', onTabChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: artist.name });
    await expect(canvas.getByRole('tab', { name: /^Remixes/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Remixes' })).getAllByRole('row'),
      ).toHaveLength(artist.remix_count + 1),
    );
    await userEvent.click(canvas.getByRole('tab', { name: /^Labels/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('labels');
  },
};

/** No sets: the Sets tab is not shown and Tracks comes first. */
export const WithoutSets: Story = {
  args: { id: setless.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: setless.name });
    await expect(canvas.queryByRole('tab', { name: /^Sets/ })).toBeNull();
    await expect(canvas.getByRole('tab', { name: /^Tracks/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Tracks' })).getAllByRole('row'),
      ).toHaveLength(setless.track_count + 1),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: artist.name });
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Sets' })).getAllByRole('listitem').length,
      ).toBeGreaterThan(0),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
