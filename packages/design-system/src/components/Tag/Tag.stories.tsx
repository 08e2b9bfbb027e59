import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fitsWidth } from '../private/storyFixtures';
import { Tag, tagSizes } from './Tag';

const meta = {
  title: 'Design System/Tag',
  component: Tag,
  args: { children: 'Techno' },
  argTypes: { size: { control: 'inline-radio', options: tagSizes } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Techno')).toBeVisible();
    // A label, not a control.
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Medium: Story = {
  args: { size: 'medium', children: 'Melodic House & Techno' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Melodic House & Techno')).toBeVisible();
  },
};

/** An unreleased track is marked "ID" in the accent. */
export const Accent: Story = {
  args: { tone: 'accent', children: 'ID' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ID')).toBeVisible();
  },
};

/** A long genre in a narrow column ends in an ellipsis; the tooltip keeps the whole name. */
export const LongText: Story = {
  args: { children: 'Electro (Classic / Detroit / Modern)' },
  decorators: [
    (Story) => (
      <div style={{ width: 120 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByTitle('Electro (Classic / Detroit / Modern)');
    await expect(tag).toBeVisible();
    await expect(fitsWidth(canvasElement.firstElementChild!)).toBe(true);
  },
};
