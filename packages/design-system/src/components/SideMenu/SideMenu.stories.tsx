import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, withRouter } from '../private/chromeStoryFixtures';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Design System/SideMenu',
  component: SideMenu,
  args: { activePath: '/tracks/42', onSearch: fn() },
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    withRouter,
    // A phone-tall page, so the open drawer and the dimmed page beside it are in the screenshot.
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Menu' });
// The drawer is portalled to <body>, outside the story's canvas.
const page = within(document.body);

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(menuButton(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Open: a modal drawer with search and the four sections, the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    // Focus moved into the drawer.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sets', 'Tracks', 'Artists', 'Labels']);
    await expect(within(nav).getByRole('link', { name: 'Tracks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Sets' })).not.toHaveAttribute(
      'aria-current',
    );
    // Visible once the drawer has slid in and the page behind has dimmed.
    await waitFor(() =>
      expect(within(drawer).getByRole('searchbox', { name: 'Search' })).toBeVisible(),
    );
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
  },
};

/** Escape closes it, and focus goes back to the Menu button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    await page.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton(canvasElement)).toHaveFocus());
  },
};

/** Following a link routes and closes the drawer. */
export const LinkCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Labels' }));
    await expect(navigate).toHaveBeenCalledWith('/labels', undefined);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Searching from the drawer hands the text on and closes it. */
export const SearchCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'Search' }), 'Anz{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Anz');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The close button closes it too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
