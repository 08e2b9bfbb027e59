import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardSkeleton } from './CardSkeleton';

const meta = {
  title: 'Design System/CardSkeleton',
  component: CardSkeleton,
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
