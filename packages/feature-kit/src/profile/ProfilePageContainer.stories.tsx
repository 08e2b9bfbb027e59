import {
  ARTIST_FIXTURES,
  LABEL_FIXTURES,
  PASSWORD_USER,
  SET_FIXTURES,
  TRACK_FIXTURES,
  engagementHandlers,
  profileHandlers,
  seedEngagement,
  sessionHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectSnackbar } from '../snackbarStories.ts';
import { starOf } from '../watchStories.ts';
import { ProfilePageContainer } from './ProfilePageContainer.tsx';
import { profileEmptyMessages, profileTabLabels, PROFILE_TABS } from './profileView.ts';

// Newest first: the first id of each list is the newest favourite or follow. More than a page
// (20) of each but the labels, so Load More shows where it should and nowhere else.
const favSets = SET_FIXTURES.slice(0, 25).map((set) => set.id);
const favTracks = TRACK_FIXTURES.filter((track) => track.mix_type !== 'ID')
  .slice(0, 22)
  .map((track) => track.id);
const watchedIds = TRACK_FIXTURES.filter((track) => track.mix_type === 'ID')
  .slice(0, 21)
  .map((track) => track.id);
const followedArtists = ARTIST_FIXTURES.slice(0, 23).map((artist) => artist.id);
const followedLabels = LABEL_FIXTURES.map((label) => label.id);

const seedFavourites = () => {
  seedEngagement({ favSets, favTracks, watchedIds, followedArtists, followedLabels });
};

interface Canvas {
  getByRole: (role: string, options?: { name?: string }) => HTMLElement;
  queryByRole: (role: string, options?: { name?: string }) => HTMLElement | null;
}
interface Clicker {
  click: (element: Element) => Promise<void>;
}

/** The items of a card list (its list items) or of a track table (its rows but the header). */
function itemsOf(canvas: Canvas, role: 'list' | 'table', name: string): number {
  const list = within(canvas.getByRole(role, { name }));
  return role === 'list'
    ? list.getAllByRole('listitem').length
    : list.getAllByRole('row').length - 1;
}

/** A page of 20, then Load More brings the rest and goes away. */
async function expectPagedTo(
  { canvas, userEvent }: { canvas: Canvas; userEvent: Clicker },
  [role, name]: ['list' | 'table', string],
  total: number,
) {
  await waitFor(() => expect(itemsOf(canvas, role, name)).toBe(20));
  await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
  await waitFor(() => expect(itemsOf(canvas, role, name)).toBe(total));
  await waitFor(() => expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull());
}

const fitsWidth = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

const meta = {
  title: 'Features/ProfilePage',
  component: ProfilePageContainer,
  parameters: {
    session: 'signed-in',
    msw: { handlers: [...profileHandlers, ...sessionHandlers] },
  },
} satisfies Meta<typeof ProfilePageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header at once (it is the session's user); the first tab's cards are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...profileHandlers.slow, ...sessionHandlers] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: PASSWORD_USER.username }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Liked Sets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('list', { name: 'Liked Sets' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText(profileEmptyMessages.sets)).toBeNull();
  },
};

/** Nothing starred or followed yet: every tab still shows, and says how to fill it. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...profileHandlers.empty, ...sessionHandlers] } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: PASSWORD_USER.username });
    const tabs = within(canvas.getByRole('tablist', { name: 'Profile sections' }));
    await expect(tabs.getAllByRole('tab')).toHaveLength(PROFILE_TABS.length);
    for (const tab of [...PROFILE_TABS.slice(1), PROFILE_TABS[0]]) {
      await userEvent.click(tabs.getByRole('tab', { name: profileTabLabels[tab] }));
      await expect(await canvas.findByText(profileEmptyMessages[tab])).toBeVisible();
    }
  },
};

/** spec.md section 8: a failed load is only logged; the page keeps its header and tabs. */
export const Error: Story = {
  parameters: { msw: { handlers: [...profileHandlers.error, ...sessionHandlers] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: PASSWORD_USER.username }),
    ).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Liked Sets' })).toBeNull());
    await expect(canvas.queryByText(profileEmptyMessages.sets)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Every tab with what the listener starred and follows, newest first, 20 a page. */
export const Populated: Story = {
  beforeEach: seedFavourites,
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: PASSWORD_USER.username }),
    ).toBeVisible();
    await expect(canvas.getByText(PASSWORD_USER.about_me)).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: 'Profile sections' }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      PROFILE_TABS.map((tab) => profileTabLabels[tab]),
    );

    await expectPagedTo({ canvas, userEvent }, ['list', 'Liked Sets'], favSets.length);
    const firstSet = within(canvas.getByRole('list', { name: 'Liked Sets' })).getAllByRole(
      'listitem',
    )[0]!;
    await expect(firstSet).toHaveTextContent(SET_FIXTURES[0]!.set_name);

    await userEvent.click(tabs.getByRole('tab', { name: 'Liked Tracks' }));
    await expectPagedTo({ canvas, userEvent }, ['table', 'Liked Tracks'], favTracks.length);

    await userEvent.click(tabs.getByRole('tab', { name: 'Watched IDs' }));
    await expectPagedTo({ canvas, userEvent }, ['table', 'Watched IDs'], watchedIds.length);

    await userEvent.click(tabs.getByRole('tab', { name: 'Liked Artists' }));
    await expectPagedTo({ canvas, userEvent }, ['list', 'Liked Artists'], followedArtists.length);

    await userEvent.click(tabs.getByRole('tab', { name: 'Liked Labels' }));
    await waitFor(() =>
      expect(itemsOf(canvas, 'list', 'Liked Labels')).toBe(followedLabels.length),
    );
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** A tab shown again reads its list again: what was starred elsewhere meanwhile is there. */
export const FreshOnReturn: Story = {
  beforeEach: () => {
    seedEngagement({ favSets: [favSets[1]!] });
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: PASSWORD_USER.username });
    await waitFor(() => expect(itemsOf(canvas, 'list', 'Liked Sets')).toBe(1));
    await userEvent.click(canvas.getByRole('tab', { name: 'Liked Tracks' }));
    await canvas.findByText(profileEmptyMessages.tracks);
    seedEngagement({ favSets: [favSets[0]!] });
    await userEvent.click(canvas.getByRole('tab', { name: 'Liked Sets' }));
    await waitFor(() => expect(itemsOf(canvas, 'list', 'Liked Sets')).toBe(2));
    const [newest] = within(canvas.getByRole('list', { name: 'Liked Sets' })).getAllByRole(
      'listitem',
    );
    await expect(newest).toHaveTextContent(SET_FIXTURES[0]!.set_name);
  },
};

/** The tab comes from the address (`?tab=ids`) and a pick is reported to be kept there. */
export const TabFromAddress: Story = {
  args: { tab: 'ids', onTabChange: fn() },
  beforeEach: seedFavourites,
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: PASSWORD_USER.username });
    await expect(canvas.getByRole('tab', { name: 'Watched IDs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(itemsOf(canvas, 'table', 'Watched IDs')).toBe(20));
    await userEvent.click(canvas.getByRole('tab', { name: 'Liked Artists' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('artists');
  },
};

/** A phone: the tabs wrap, the sets are cards two abreast, the tracks cards; nothing sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach: seedFavourites,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: PASSWORD_USER.username });
    await waitFor(() => expect(itemsOf(canvas, 'list', 'Liked Sets')).toBe(20));
    await expect(fitsWidth()).toBe(true);
    await userEvent.click(canvas.getByRole('tab', { name: 'Liked Tracks' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible());
    await expect(fitsWidth()).toBe(true);
  },
};

/** A watched ID's star unwatches it in place: the row stays, so a slip is undone with a press. */
export const Unwatch: Story = {
  args: { tab: 'ids', onTabChange: fn() },
  parameters: {
    msw: { handlers: [...profileHandlers, ...engagementHandlers, ...sessionHandlers] },
  },
  beforeEach: () => {
    seedEngagement({ watchedIds: watchedIds.slice(0, 2) });
  },
  play: async ({ canvas, userEvent }) => {
    const [newest, older] = watchedIds.map((id) => TRACK_FIXTURES.find((t) => t.id === id)!);
    const table = await canvas.findByRole('table', { name: 'Watched IDs' });
    const star = await waitFor(() => starOf(table, newest!));
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(starOf(table, older!)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expectSnackbar('Stopped watching ID');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expectSnackbar('Started watching ID');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  },
};
