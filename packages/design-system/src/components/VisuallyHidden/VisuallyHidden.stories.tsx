import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design System/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Featured Sets' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names a control for screen readers while the layout shows only a glyph. */
export const LabelsAControl: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">♥</span>
      <VisuallyHidden>Like Boiler Room: Berlin Warehouse</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Like Boiler Room: Berlin Warehouse' }),
    ).toBeInTheDocument();
    const { width, height } = canvas.getByText(/^Like/).getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(1);
    await expect(height).toBeLessThanOrEqual(1);
  },
};

/** A section heading that screen-reader users can jump to, with no visible heading. */
export const AsHeading: Story = {
  args: { component: 'h2' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Featured Sets' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
