import { deleteTokens } from '@rabbithole/api-contract';
import { PASSWORD_USER, errorResponse, handlerFor, sessionHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AccountMenuContainer } from './AccountMenuContainer.tsx';
import { withSession } from './test/SessionStory.tsx';

const meta = {
  title: 'Features/Auth/AccountMenu',
  component: AccountMenuContainer,
  decorators: [
    // Room for the open menu below its button, so the screenshot holds it.
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 340 }}>
        <Story />
      </div>
    ),
    withSession,
  ],
  args: { onLoggedOut: fn() },
  parameters: { msw: { handlers: sessionHandlers }, session: { signedIn: true } },
} satisfies Meta<typeof AccountMenuContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNT = `Account: ${PASSWORD_USER.username}`;
// The menu is portalled to <body>, outside the story's canvas.
const page = within(document.body);

/** Signed in: the menu is named by the user from GET /api/me. */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ACCOUNT }));
    const menu = await page.findByRole('menu');
    // The popover fades in.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeVisible(),
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

/** The admin page is offered to admins only: this listener is not one. */
export const NotAnAdmin: Story = {
  args: { adminHref: '/admin' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ACCOUNT }));
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible(),
    );
    await expect(within(menu).queryByRole('menuitem', { name: 'Release IDs' })).toBeNull();
  },
};

export const LoggedOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ACCOUNT }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('button', { name: ACCOUNT })).toBeNull();
    await expect(localStorage.getItem('accessToken')).toBeNull();
  },
};

/** spec.md section 8: a failed sign-out call is only logged; the user is signed out anyway. */
export const LogoutCallFails: Story = {
  parameters: {
    msw: { handlers: [handlerFor(deleteTokens, () => errorResponse(500)), ...sessionHandlers] },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ACCOUNT }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('button', { name: ACCOUNT })).toBeNull();
  },
};

/** A guest has no account menu. */
export const Guest: Story = {
  parameters: { session: { signedIn: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};
