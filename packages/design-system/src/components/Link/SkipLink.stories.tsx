import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Design System/SkipLink',
  component: SkipLink,
  args: { targetId: 'skip-link-target' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#sets">Sets</a>
      </nav>
      <main id={args.targetId} tabIndex={-1}>
        Page content
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight, yet the first stop of the Tab order. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveAttribute('href', '#skip-link-target');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Shown while focused, above everything, pointing at a target that can take focus. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(50);
    await expect(getComputedStyle(link).position).toBe('fixed');
    // Following the link is the browser's own fragment navigation, which the test runner's page
    // cannot do without unloading; the target's tabindex is what lets it take focus.
    await expect(canvas.getByRole('main')).toHaveAttribute('tabindex', '-1');
  },
};
