import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { navigate, withRouter } from '../private/chromeStoryFixtures';
import { sampleNotifications } from '../private/notificationStoryFixtures';
import { NotificationBell, notificationsEmptyMessage } from './NotificationBell';

const meta = {
  title: 'Design System/NotificationBell',
  component: NotificationBell,
  args: {
    items: sampleNotifications(5, 2),
    unreadCount: 2,
    onOpen: fn(),
    onLoadMore: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    withRouter,
    // The bell at the end of a bar, as in the top bar; an open menu gets the room it needs below
    // it, so the screenshot holds what is portalled over the page.
    (Story, { args }) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          // The bar's own margin: the badge stands out past the bell's corner.
          paddingInline: tokens.space.medium,
          minHeight: args.defaultOpen ? tokens.size.queuePanelHeight : undefined,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

// The menu is portalled to <body>, outside the story's canvas.
const page = within(document.body);
const bell = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('button', { name });
const menu = () => page.findByRole('menu', { name: /^Notifications/ });
const rows = async () => within(await menu()).getAllByRole('menuitem');

/** Nothing unread: the bell alone, no badge, named plainly. */
export const NoUnread: Story = {
  args: { items: sampleNotifications(3), unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const button = bell(canvasElement, 'Notifications');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveTextContent('');
  },
};

/** One unread: a badge of 1, and the count in the bell's name. */
export const OneUnread: Story = {
  args: { items: sampleNotifications(3, 1), unreadCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement, 'Notifications, 1 unread')).toHaveTextContent(/^1$/);
  },
};

/** 99 unread: the largest count shown as it is. */
export const NinetyNineUnread: Story = {
  args: { unreadCount: 99 },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement, 'Notifications, 99 unread')).toHaveTextContent(/^99$/);
  },
};

/** Over 99 (here 140): spec.md section 9's cap, "99+", on the badge and in the name. */
export const OverNinetyNineUnread: Story = {
  args: { unreadCount: 140 },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement, 'Notifications, 99+ unread')).toHaveTextContent(/^99\+$/);
  },
};

/** Open with read and unread mixed: newest first, the unread ones dotted and named so. */
export const ReadAndUnread: Story = {
  args: { defaultOpen: true, items: sampleNotifications(5, 2), unreadCount: 2 },
  play: async () => {
    const items = await rows();
    const names = [
      'Unread: Velvet Undertow Ellen Allien ID in Boiler Room: Berlin Warehouse · just now',
      'Unread: Glass Cathedral Solomun ID in Sunrise at Kappa FuturFestival · 12 minutes ago',
      'Night Bus to Peckham Peggy Gou ID in Fabric Presents 112 · 2 hours ago',
      'Tape Hiss Forever DJ Seinfeld ID in Live from the Lot Radio · yesterday',
      'Parallel Gardens Four Tet ID in Essential Mix · 3 days ago',
    ];
    await expect(items).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      await expect(items[index]).toHaveAccessibleName(name);
    }
    await expect(items[0]).toHaveAttribute('href', '/tracks/1');
    // The dot marks the unread ones only.
    await expect(items.map((item) => item.querySelector('[aria-hidden="true"]:empty'))).toEqual([
      expect.anything(),
      expect.anything(),
      null,
      null,
      null,
    ]);
  },
};

/** The first page is on its way: placeholder rows, said in words. */
export const Loading: Story = {
  args: { defaultOpen: true, items: [], unreadCount: 0, isLoading: true },
  play: async () => {
    const list = await menu();
    await expect(list).toHaveTextContent('Loading notifications');
    await expect(within(list).queryByText(notificationsEmptyMessage)).toBeNull();
  },
};

/** No notifications: spec.md section 4's words. */
export const Empty: Story = {
  args: { defaultOpen: true, items: [], unreadCount: 0 },
  play: async () => {
    const list = await menu();
    // Visible once the menu has faded in.
    await waitFor(() => expect(within(list).getByText(notificationsEmptyMessage)).toBeVisible());
  },
};

/** More than loaded: "Load more" ends the list, asks for the next page and keeps the menu open. */
export const LoadMore: Story = {
  args: { defaultOpen: true, items: sampleNotifications(10, 3), unreadCount: 3, hasMore: true },
  play: async ({ args }) => {
    const items = await rows();
    await expect(items).toHaveLength(11);
    const loadMore = within(await menu()).getByRole('menuitem', { name: 'Load more' });
    await expect(items.at(-1)).toBe(loadMore);
    await userEvent.click(loadMore);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(await menu()).toBeVisible();
  },
};

/** The next page is on its way: "Load more" spins and does not ask twice. */
export const LoadingMore: Story = {
  args: { ...LoadMore.args, isLoadingMore: true },
  play: async ({ args }) => {
    const loadMore = within(await menu()).getByRole('menuitem', { name: 'Load more' });
    await userEvent.click(loadMore);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

const longest = {
  id: 1,
  title:
    'Somewhere Between the Second Sunrise and the Last Train Home (Extended Warehouse Version)',
  artist: 'Extraterrestrial Soundsystem Communications Archive feat. The Nightshift Ensemble',
  setName: 'Boiler Room x Dekmantel Festival Closing Marathon: Twelve Hours Back to Back',
  artUrl: null,
  timeAgo: '3 weeks ago',
  href: '/tracks/1',
  isUnread: true,
};

/** Long words wrap or end in an ellipsis inside the menu, which keeps its width. */
export const LongTitles: Story = {
  args: { defaultOpen: true, items: [longest, ...sampleNotifications(2, 0, 1)], unreadCount: 1 },
  play: async () => {
    const list = await menu();
    const popover = list.parentElement!;
    await expect(popover.getBoundingClientRect().width).toBeLessThanOrEqual(
      parseFloat(tokens.size.notificationMenuWidth),
    );
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await waitFor(() => expect(within(list).getByText(longest.title)).toBeVisible());
  },
};

/** A click tells `onOpen`, goes to the track through the app's router and closes the menu. */
export const OpenANotification: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(bell(canvasElement, 'Notifications, 2 unread'));
    const [, second] = await rows();
    await userEvent.click(second!);
    await expect(args.onOpen).toHaveBeenCalledWith(2);
    await expect(navigate).toHaveBeenCalledWith('/tracks/2', undefined);
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/** By keyboard: Enter opens on the newest, arrows move, Escape closes back to the bell, Enter opens one. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = bell(canvasElement, 'Notifications, 2 unread');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const [first, second] = await rows();
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect((await rows())[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(3);
    await expect(navigate).toHaveBeenCalledWith('/tracks/3', undefined);
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/** A 390 px phone: the menu keeps inside the screen, with a margin each side. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { defaultOpen: true, items: sampleNotifications(6, 2), unreadCount: 2 },
  play: async () => {
    const popover = (await menu()).parentElement!;
    await waitFor(() => {
      const box = popover.getBoundingClientRect();
      return expect([box.left > 0, box.right < document.documentElement.clientWidth]).toEqual([
        true,
        true,
      ]);
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
