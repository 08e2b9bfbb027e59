import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Design System/SearchField',
  component: SearchField,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search' });

/** Empty: the hint shows and there is nothing to clear. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('');
    await expect(field(canvasElement)).toHaveAttribute(
      'placeholder',
      'Search artists, labels, tracks and sets',
    );
    // Hidden while there is nothing to clear, so not offered to assistive technology either.
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Prefilled from the address: the text shows with its clear button. */
export const Filled: Story = {
  args: { value: 'Peggy Gou' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('Peggy Gou');
    await expect(within(canvasElement).getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

/** Typing reports the text once, after the pause (166 ms by default), not per key. */
export const DebouncesTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Four Tet');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith('Four Tet');
  },
};

/** The search page waits 500 ms: still nothing 300 ms after the last key. */
export const SearchPageDebounce: Story = {
  args: { debounceMs: 500 },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Dixon');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('Dixon'), { timeout: 1000 });
  },
};

/** The clear button empties the field and reports it at once. */
export const Clear: Story = {
  args: { value: 'Ben UFO' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await expect(field(canvasElement)).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

/** Enter reports the text at once, without waiting for the pause. */
export const EnterSearchesNow: Story = {
  args: { debounceMs: 500 },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Honey Dijon{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Honey Dijon');
  },
};

/** Long text stays inside the field on a phone. */
export const Mobile: Story = {
  args: { value: 'Kerri Chandler & Jerome Sydenham presents Ibadan Records Classics' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};
