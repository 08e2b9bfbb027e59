import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';

const meta = {
  title: 'Design System/KeyboardShortcutsDialog',
  component: KeyboardShortcutsDialog,
  // The viewport's height, so the screenshot holds the dialog portalled over it.
  parameters: { layout: 'fullscreen', fillViewport: true },
  args: { isOpen: true, onOpenChange: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof KeyboardShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Every shortcut of the player, its keys as keycaps; Close and Escape both close it. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await waitFor(() => page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
    const terms = within(dialog)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const definitions = within(dialog)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    await expect(terms).toEqual(['Space', '← / →', 'Shift + ← / →', '?']);
    await expect(definitions).toEqual([
      'Play or pause',
      'Back / forward 10 seconds',
      'Previous / next track',
      'Show keyboard shortcuts',
    ]);
    await expect(dialog.querySelectorAll('kbd')).toHaveLength(7);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A phone: the same list, the dialog as wide as the screen allows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args }) => {
    const dialog = await waitFor(() => page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
    await expect(within(dialog).getAllByRole('term')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
