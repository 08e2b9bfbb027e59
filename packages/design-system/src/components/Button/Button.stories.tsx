import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { rgb } from '../private/storyFixtures';
import { Stack } from '../Stack/Stack';
import { Button, buttonSizes, buttonVariants } from './Button';

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'Design System/Button',
  component: Button,
  args: { children: 'Play Set', onPress: fn(), variant: 'primary', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (element: Element) => getComputedStyle(element).backgroundColor;

/** The four variants side by side, each with its own surface. */
export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" align="center" wrap>
      <Button variant="primary" onPress={args.onPress}>
        Play Set
      </Button>
      <Button variant="secondary" onPress={args.onPress}>
        Share
      </Button>
      <Button variant="ghost" onPress={args.onPress}>
        View more
      </Button>
      <Button variant="icon" aria-label="Play" onPress={args.onPress}>
        <PlayIcon />
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backgrounds = ['Play Set', 'Share', 'View more', 'Play'].map((name) =>
      background(canvas.getByRole('button', { name })),
    );
    await expect(backgrounds).toEqual([
      rgb(tokens.color.accent),
      rgb(tokens.color.surfaceRaised),
      'rgba(0, 0, 0, 0)',
      'rgba(0, 0, 0, 0)',
    ]);
  },
};

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play Set' });
    await expect(background(button)).toBe(rgb(tokens.color.accent));
    await expect(getComputedStyle(button).color).toBe(rgb(tokens.color.onAccent));
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Hover (RAC's data-hovered) lightens the accent. */
export const PrimaryHovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play Set' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await waitFor(() => expect(background(button)).toBe(rgb(tokens.color.accentHover)));
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Share' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Share' });
    await expect(background(button)).toBe(rgb(tokens.color.surfaceRaised));
    await expect(getComputedStyle(button).borderTopColor).toBe(rgb(tokens.color.border));
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'View more' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View more' });
    await expect(background(button)).toBe('rgba(0, 0, 0, 0)');
    await userEvent.hover(button);
    await waitFor(() => expect(background(button)).toBe(rgb(tokens.color.surfaceHover)));
  },
};

/** The confirming press of something that cannot be undone, e.g. Delete in a confirmation. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    await expect(background(button)).toBe(rgb(tokens.color.danger));
    await expect(getComputedStyle(button).color).toBe(rgb(tokens.color.onAccent));
    await userEvent.hover(button);
    await waitFor(() => expect(background(button)).toBe(rgb(tokens.color.dangerHover)));
  },
};

/** A glyph-only button: a circle, named by its aria-label. */
export const Icon: Story = {
  args: { variant: 'icon', 'aria-label': 'Play', children: <PlayIcon /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play' });
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(parseFloat(tokens.size.controlMedium));
    await expect(height).toBe(width);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" align="center">
      {buttonSizes.map((size) => (
        <Button key={size} size={size} variant={args.variant} onPress={args.onPress}>
          {size}
        </Button>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const height = (name: string) =>
      within(canvasElement).getByRole('button', { name }).getBoundingClientRect().height;
    await expect(height('small')).toBe(parseFloat(tokens.size.controlSmall));
    await expect(height('medium')).toBe(parseFloat(tokens.size.controlMedium));
    await expect(height('large')).toBe(parseFloat(tokens.size.controlLarge));
  },
};

/** Work under way: a spinner, presses ignored, and still focusable so keyboard users stay put. */
export const Pending: Story = {
  args: { isPending: true, variant: 'secondary', size: 'large', children: 'Load More' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load More' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** A pending icon button shows the spinner in place of its glyph. */
export const IconPending: Story = {
  args: { variant: 'icon', 'aria-label': 'Play', children: <PlayIcon />, isPending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play' });
    await expect(button.querySelector('svg')).toBeNull();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play Set' });
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).opacity).toBe(tokens.opacity.disabled);
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Keyboard focus draws the ring; Enter presses. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play Set' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
