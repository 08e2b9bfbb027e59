import { notificationsEmptyMessage, notificationsLoadMoreLabel } from '@rabbithole/design-system';
import {
  SIGNED_IN_SESSION,
  errorResponse,
  handlerFor,
  mockDb,
  notificationsHandlers,
  openNotificationStreams,
  pushNotification,
  seedNotifications,
  sessionHandlers,
} from '@rabbithole/mocks';
import { markNotificationRead } from '@rabbithole/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NotificationBellContainer } from './NotificationBellContainer.tsx';

const ME = SIGNED_IN_SESSION.user_id;
/** The app's router, as a spy: a chosen notification routes through it. */
const navigate = fn();
/** How often the server refused to mark one read, in the story that refuses. */
const refusals = { count: 0 };

/**
 * The top bar's bell against the mock API, signed in: the listener's notifications read once
 * the session is there, kept fresh by the live stream. The menu is portalled to <body>.
 */
const meta = {
  title: 'Features/NotificationBell',
  component: NotificationBellContainer,
  parameters: {
    session: 'signed-in',
    msw: { handlers: [...notificationsHandlers, ...sessionHandlers] },
  },
  decorators: [
    (Story) => {
      navigate.mockClear();
      return (
        <RouterProvider navigate={navigate}>
          {/* The bell at the end of a bar, with room below for its menu in the screenshot. */}
          <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 620 }}>
            <Story />
          </div>
        </RouterProvider>
      );
    },
  ],
} satisfies Meta<typeof NotificationBellContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const bell = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('button', { name });
const menu = () => page.findByRole('menu', { name: /^Notifications/ });
const rows = async () => within(await menu()).getAllByRole('menuitem');

/** Three of twelve unread: the badge says 3, the menu shows the newest ten and Load more. */
export const UnreadBadge: Story = {
  beforeEach: () => void seedNotifications(ME, 12, { unread: 3 }),
  play: async ({ canvasElement, userEvent }) => {
    const button = await bell(canvasElement, 'Notifications, 3 unread');
    await expect(button).toHaveTextContent(/^3$/);
    await userEvent.click(button);
    const items = await rows();
    await expect(items).toHaveLength(11);
    await expect(items.filter((item) => item.textContent.startsWith('Unread: '))).toHaveLength(3);
    await expect(items.at(-1)).toHaveAccessibleName(notificationsLoadMoreLabel);
    await expect(items[0]).toHaveTextContent(/5 minutes ago$/);
  },
};

/** Over 99 unread (here 120): the badge stops at spec.md section 9's cap, "99+". */
export const OverNinetyNineUnread: Story = {
  beforeEach: () => void seedNotifications(ME, 120, { unread: 120 }),
  play: async ({ canvasElement }) => {
    await expect(await bell(canvasElement, 'Notifications, 99+ unread')).toHaveTextContent(
      /^99\+$/,
    );
  },
};

/** No notifications: no badge, and spec.md section 4's words in the menu. */
export const Empty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications'));
    const list = await menu();
    await waitFor(() => expect(within(list).getByText(notificationsEmptyMessage)).toBeVisible());
  },
};

/** Twenty-five: Load more reads 10, 10 and 5 by the after cursor, each once, then goes away. */
export const LoadMoreOverTwentyFive: Story = {
  beforeEach: () => void seedNotifications(ME, 25, { unread: 2 }),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 2 unread'));
    const loadMore = async () =>
      userEvent.click(
        within(await menu()).getByRole('menuitem', { name: notificationsLoadMoreLabel }),
      );
    await expect(await rows()).toHaveLength(11);
    await loadMore();
    await waitFor(async () => expect(await rows()).toHaveLength(21));
    await loadMore();
    await waitFor(async () => expect(await rows()).toHaveLength(25));
    const hrefs = (await rows()).map((item) => item.getAttribute('href'));
    const stored = mockDb.notifications
      .all()
      .sort((a, b) => b.id - a.id)
      .map((row) => `/tracks/${String(row.release.track_meta.id)}`);
    await expect(hrefs).toEqual(stored);
    // Where the list rests after Load More disappears depends on when focus moved on; the
    // screenshot is of the top of the list, whatever that timing was.
    (await menu()).scrollTop = 0;
  },
};

/** Choosing one marks it read, closes the menu, goes to its track and the badge drops. */
export const MarkReadAndNavigate: Story = {
  beforeEach: () => void seedNotifications(ME, 4, { unread: 2 }),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 2 unread'));
    const [newest] = await rows();
    const row = mockDb.notifications.all().sort((a, b) => b.id - a.id)[0]!;
    await userEvent.click(newest!);
    await expect(navigate).toHaveBeenCalledWith(
      `/tracks/${String(row.release.track_meta.id)}`,
      undefined,
    );
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await bell(canvasElement, 'Notifications, 1 unread');
    await expect(mockDb.notifications.get(row.id)).toMatchObject({ is_read: true });
  },
};

/** Marking it read fails: only logged (spec.md section 8); the track opens all the same. */
export const MarkReadRefused: Story = {
  beforeEach: () => {
    seedNotifications(ME, 4, { unread: 2 });
    refusals.count = 0;
  },
  parameters: {
    msw: {
      handlers: [
        handlerFor(markNotificationRead, () => {
          refusals.count += 1;
          return errorResponse(500, 'The notification could not be marked read.');
        }),
        ...notificationsHandlers,
        ...sessionHandlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 2 unread'));
    const [newest] = await rows();
    await userEvent.click(newest!);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    // Refused, then refused again by the client's one retry (spec.md section 7).
    await waitFor(() => expect(refusals.count).toBe(2));
    await expect(await bell(canvasElement, 'Notifications, 2 unread')).toBeVisible();
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

/** A notification pushed on the live stream raises the badge at once, with no reload. */
export const LivePush: Story = {
  beforeEach: () => void seedNotifications(ME, 3),
  play: async ({ canvasElement, userEvent }) => {
    await bell(canvasElement, 'Notifications');
    await waitFor(() => expect(openNotificationStreams()).toBe(1));
    // Past the reload the bell makes when the stream opens, so only the event can raise it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    pushNotification(ME);
    const button = await bell(canvasElement, 'Notifications, 1 unread');
    await userEvent.click(button);
    const [newest] = await rows();
    await expect(newest).toHaveTextContent(/^Unread: .*just now$/);
  },
};

/** The list cannot be read: only logged (spec.md section 8), so the bell reads as empty. */
export const FailingList: Story = {
  beforeEach: () => void seedNotifications(ME, 3, { unread: 3 }),
  parameters: { msw: { handlers: [...notificationsHandlers.error, ...sessionHandlers] } },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications'));
    // After the client's one retry (2 s, spec.md section 7) has failed too.
    await waitFor(() => expect(page.getByText(notificationsEmptyMessage)).toBeVisible());
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

/** A guest has no bell. */
export const SignedOut: Story = {
  parameters: { session: 'signed-out', signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
