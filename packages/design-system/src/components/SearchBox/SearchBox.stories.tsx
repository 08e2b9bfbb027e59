import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Design System/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search' });

/** Enter searches for the text, then the box is cleared for the next one. */
export const EnterSearches: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('search')).toBeVisible();
    await userEvent.type(searchInput(canvasElement), 'Peggy Gou{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Peggy Gou');
    await expect(searchInput(canvasElement)).toHaveValue('');
  },
};

/** The search icon button does the same. */
export const ButtonSearches: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(searchInput(canvasElement), '  Four Tet ');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Four Tet');
    await expect(searchInput(canvasElement)).toHaveValue('');
  },
};

/** spec.md section 5: empty (or blank) text does nothing. */
export const EmptyDoesNothing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await userEvent.type(searchInput(canvasElement), '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Typed but not yet sent: the text stays, and the focused pill lights its border. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(searchInput(canvasElement), 'Ellen Allien');
    await expect(searchInput(canvasElement)).toHaveValue('Ellen Allien');
    await expect(searchInput(canvasElement)).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
