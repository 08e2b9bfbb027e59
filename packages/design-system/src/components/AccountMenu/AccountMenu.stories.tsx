import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, withRouter } from '../private/chromeStoryFixtures';
import { placeholderArt } from '../private/storyFixtures';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Design System/AccountMenu',
  component: AccountMenu,
  args: { username: 'ellen_allien', onLogout: fn() },
  decorators: [
    withRouter,
    // Room for the open menu below its button, so the screenshot holds it.
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Account: ellen_allien' });
// The menu is portalled to <body>, outside the story's canvas; RAC names it by its button.
const page = within(document.body);

/** Closed: a round button with the user's initial, named by the account. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('E');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the four sections, then Profile and Logout, in that order; focus on the first. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sets', 'Tracks', 'Artists', 'Labels', 'Profile', 'Logout']);
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    // The name heads the sections' group (visible once the popover has faded in).
    await waitFor(() =>
      expect(within(menu).getByRole('group', { name: 'ellen_allien' })).toBeVisible(),
    );
  },
};

/** An operator (ADMIN_USERS) also finds the page to release IDs, before Logout. */
export const Admin: Story = {
  args: { adminHref: '/admin' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sets', 'Tracks', 'Artists', 'Labels', 'Profile', 'Release IDs', 'Logout']);
    await expect(within(menu).getByRole('menuitem', { name: 'Release IDs' })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

/** A section from the keyboard: arrows, then Enter routes through the app's router and closes. */
export const KeyboardToSection: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sets' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/artists', undefined);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Logout calls back once and closes the menu. */
export const Logout: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** With a picture, the avatar shows it instead of the initial. */
export const WithAvatar: Story = {
  args: { avatarUrl: placeholderArt(200) },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button.querySelector('img')).toHaveAttribute('alt', '');
    await expect(button).not.toHaveTextContent('E');
  },
};

/** A long name wraps in the menu's header instead of widening it past the screen. */
export const LongUsernameMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { username: 'extraterrestrial_soundsystem_communications_archive' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Account: extraterrestrial/ }),
    );
    const menu = await page.findByRole('menu');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
