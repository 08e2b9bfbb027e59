import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { entityKinds } from '../EntityHeader/EntityHeader';
import { fitsWidth } from '../private/storyFixtures';
import { NotFound } from './NotFound';

const meta = {
  title: 'Design System/NotFound',
  component: NotFound,
  args: { kind: 'artist' },
  argTypes: { kind: { control: 'inline-radio', options: entityKinds } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Artist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Artist not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discover Artists' })).toHaveAttribute(
      'href',
      '/artists',
    );
  },
};

export const Label: Story = {
  args: { kind: 'label' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Discover Labels' }),
    ).toHaveAttribute('href', '/labels');
  },
};

export const Set: Story = {
  args: { kind: 'set' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Set not found' })).toBeVisible();
    await expect(canvas.getByText(/This set may have been removed/)).toBeVisible();
  },
};

export const TrackMobile: Story = {
  args: { kind: 'track' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Discover Tracks' }),
    ).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
