import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { value: 7 },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('7')).toBeVisible();
  },
};

export const Neutral: Story = {
  args: { tone: 'neutral', value: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12')).toBeVisible();
  },
};

/** The notification bell caps at 99 (spec.md section 9: "badge component shows 99+"). */
export const NotificationOverCap: Story = {
  args: { value: 100, cap: 'notification', 'aria-label': '100 unread notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '100 unread notifications' })).toBeVisible();
  },
};

export const NotificationAtCap: Story = {
  args: { value: 99, cap: 'notification' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99')).toBeVisible();
  },
};

/** Likes and counts cap at 999. */
export const LikesOverCap: Story = {
  args: { value: 12_345 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('999+')).toBeVisible();
  },
};

export const LikesAtCap: Story = {
  args: { value: 999 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('999')).toBeVisible();
  },
};

/** Nothing unread: no badge at all. */
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toBeNull();
  },
};

export const ZeroShown: Story = {
  args: { value: 0, showZero: true, tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};
