import {
  artistsHandlers,
  labelsHandlers,
  makeLabel,
  setsHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LabelPageContainer } from './LabelPageContainer.tsx';

/** A record label: logo, founders, a bio, sets, tracks and artists. */
const label = makeLabel({ id: 101 });
/** A curator that is not a record label (a venue): the curator panel instead of a Bio. */
const curator = makeLabel({ id: 111 });
/** A record label nothing is known of yet: every count is 0. */
const newcomer = makeLabel({ id: 5000, name: 'Quiet Room Records', sponsor_type: 'label_meta' });

const working = [...artistsHandlers, ...labelsHandlers, ...setsHandlers, ...tracksHandlers];

const meta = {
  title: 'Features/LabelPage',
  component: LabelPageContainer,
  args: { id: label.id },
  parameters: { msw: { handlers: working } },
} satisfies Meta<typeof LabelPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label never arrives: a header placeholder of the header's exact size. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [...labelsHandlers.slow, ...artistsHandlers, ...setsHandlers, ...tracksHandlers],
    },
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** A label with nothing on the site yet: the header alone, no tab with a count of 0. */
export const Empty: Story = {
  args: { id: newcomer.id },
  parameters: {
    msw: {
      handlers: [
        ...labelsHandlers.withCatalog({ labels: [newcomer] }),
        ...artistsHandlers.withCatalog({ labels: [newcomer] }),
        ...setsHandlers.withCatalog({ labels: [newcomer] }),
        ...tracksHandlers.withCatalog({ labels: [newcomer] }),
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
      handlers: [...labelsHandlers.error, ...artistsHandlers, ...setsHandlers, ...tracksHandlers],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Label' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { id: 40_404 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Label not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discover Labels' })).toHaveAttribute(
      'href',
      '/labels',
    );
  },
};

/** A record label: "Founded by", the Bio, and the three tabs with their counts; Sets first. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: label.name })).toBeVisible();
    const boss = label.label_boss[0]!;
    await expect(canvas.getByText(/^Founded by/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: boss.name })).toHaveAttribute(
      'href',
      `/artists/${boss.id}`,
    );
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bio' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Curator profiles coming soon!' }),
    ).toBeNull();
    const tabs = within(canvas.getByRole('tablist', { name: 'Label sections' }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      `Sets${label.set_count}`,
      `Tracks${label.track_count}`,
      `Artists${label.artist_count}`,
    ]);
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Sets' })).getAllByRole('listitem'),
      ).toHaveLength(Math.min(label.set_count, 20)),
    );
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
  },
};

/** The Artists tab from the address (`?tab=artists`), A to Z, as cards; a pick is reported. */
export const ArtistsTab: Story = {
  args: { tab: 'artists', onTabChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: label.name });
    await expect(canvas.getByRole('tab', { name: /^Artists/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Artists' })).getAllByRole('listitem'),
      ).toHaveLength(Math.min(label.artist_count, 20)),
    );
    await userEvent.click(canvas.getByRole('tab', { name: /^Tracks/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('tracks');
  },
};

/** A curator (sponsor_type other): no Bio, the "Curator profiles coming soon!" panel instead. */
export const Curator: Story = {
  args: { id: curator.id },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: curator.name });
    await expect(canvas.getByText('Curator')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bio' })).toBeNull();
    const panel = canvas.getByRole('button', { name: 'Curator profiles coming soon!' });
    await userEvent.click(panel);
    await expect(panel).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/still building profiles for curators/)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { tab: 'tracks', onTabChange: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: label.name });
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem').length,
      ).toBeGreaterThan(0),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
