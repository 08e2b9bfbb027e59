import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Button } from '../Button/Button';
import { fitsWidth, rgb } from '../private/storyFixtures';
import { ShareButton } from '../ShareButton/ShareButton';
import { Stack } from '../Stack/Stack';
import { PurchaseButton } from './PurchaseButton';

const storeUrl = 'https://store.example/track/dance-again-adriatique-remix/18231';

const meta = {
  title: 'Design System/PurchaseButton',
  component: PurchaseButton,
  args: { href: storeUrl, isPurchased: false, onPress: fn() },
  decorators: [
    // A story must not open the store: the press is still reported, the tab never opens.
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PurchaseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not bought yet: "Buy", a link to the store in a new tab. */
export const Buy: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Buy' });
    await expect(link).toHaveAttribute('href', storeUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleDescription('Opens the store in a new tab');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Bought: "Purchased" with a check in the accent, and still the way back to the store. */
export const Purchased: Story = {
  args: { isPurchased: true },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Purchased' });
    await expect(link).toHaveAttribute('href', storeUrl);
    await expect(getComputedStyle(link.querySelector('span')!).color).toBe(
      rgb(tokens.color.accent),
    );
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** From the keyboard: the focus ring, and Enter presses it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Buy' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** In a track header's actions, beside Play and Share, on a phone (Share wraps below). */
export const InTrackActionsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Stack direction="row" space="small" align="center" wrap>
      <Button>Play</Button>
      <PurchaseButton {...args} />
      <ShareButton onPress={fn()} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('link', { name: 'Buy' }).getBoundingClientRect();
    const share = canvas.getByRole('button', { name: 'Share' }).getBoundingClientRect();
    // Pills of one height, wrapping onto a second row rather than running off a phone.
    await expect(buy.height).toBe(share.height);
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
