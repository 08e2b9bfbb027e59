import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { navigate, sampleBell, withRouter } from '../private/chromeStoryFixtures';
import { TopBar } from './TopBar';

const meta = {
  title: 'Design System/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: {
    signedIn: true,
    activePath: '/sets/12',
    onSearch: fn(),
    notifications: sampleBell,
    accountMenu: <AccountMenu username="ellen_allien" onLogout={fn()} />,
  },
  argTypes: { notifications: { control: false }, accountMenu: { control: false } },
  decorators: [withRouter],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('banner');

/** Signed in on a desktop: logo, the four sections (Sets lit on /sets/12), search, bell, account. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const header = bar(canvasElement);
    const canvas = within(header);
    await expect(canvas.getByRole('link', { name: 'Rabbithole' })).toHaveAttribute('href', '/home');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sets', '/sets'],
      ['Tracks', '/tracks'],
      ['Artists', '/artists'],
      ['Labels', '/labels'],
    ]);
    await expect(within(nav).getByRole('link', { name: 'Sets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account: ellen_allien' })).toBeVisible();
    // Present for small screens, hidden (and out of the accessibility tree) here.
    await expect(canvas.getByRole('button', { name: 'Menu', hidden: true })).not.toBeVisible();
    // Fixed and 90 high (spec.md section 9).
    await expect(getComputedStyle(header).position).toBe('fixed');
    await expect(header.getBoundingClientRect().height).toBe(parseFloat(tokens.size.topBarHeight));
  },
};

/** Searching from the bar: the text goes out and the box empties. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(bar(canvasElement)).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'Honey Dijon{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Honey Dijon');
    await expect(box).toHaveValue('');
  },
};

/** A section link routes through the app's router. */
export const Navigate: Story = {
  args: { activePath: '/home' },
  play: async ({ canvasElement }) => {
    const nav = within(bar(canvasElement)).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
    await userEvent.click(within(nav).getByRole('link', { name: 'Tracks' }));
    await expect(navigate).toHaveBeenCalledWith('/tracks', undefined);
  },
};

/** Signed out: only the logo; no sections, search, bell or account. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(bar(canvasElement));
    await expect(canvas.getByRole('link', { name: 'Rabbithole' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** At md (a 900 px tablet) everything still fits on one line. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { activePath: '/artists' },
  play: async ({ canvasElement }) => {
    const header = bar(canvasElement);
    await expect(within(header).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** Below md the sections and search move behind the Menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(bar(canvasElement));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    // The bar's own navigation is hidden (the side menu holds it).
    await expect(bar(canvasElement).querySelector('nav')).not.toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account: ellen_allien' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The Menu button opens the side menu with the same sections. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await expect(within(drawer).getByRole('link', { name: 'Sets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Signed out on a phone: the logo alone, no Menu button. */
export const SignedOutMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(bar(canvasElement)).queryByRole('button', { name: 'Menu' }),
    ).not.toBeInTheDocument();
  },
};
