import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'Design System/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Linked: one link named by the product, its mark hidden from screen readers. */
export const Linked: Story = {
  args: { href: '/' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Rabbithole' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Unlinked artwork is an image named by the product. */
export const Unlinked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rabbithole' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The three sizes: the mark grows with the wordmark. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      <Logo size="small" href="/home" />
      <Logo size="medium" href="/home" />
      <Logo size="large" href="/home" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => svg.getBoundingClientRect().height,
    );
    await expect(marks).toEqual([20, 32, 40]);
  },
};

/** Another product name keeps one colour (only "…hole" takes the accent). */
export const OtherName: Story = {
  args: { href: '/', productName: 'Crate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Crate' })).toBeVisible();
  },
};
