import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Hero } from './Hero';

const meta = {
  title: 'Design System/Hero',
  component: Hero,
  args: { title: 'Discover Sets', subtitle: 'Dive down the rabbit hole with musical journeys' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Discover Sets' })).toBeVisible();
    await expect(canvas.getByText('Dive down the rabbit hole with musical journeys')).toBeVisible();
  },
};

export const WithoutSubtitle: Story = { args: { subtitle: undefined } };

export const LongSubtitle: Story = {
  args: {
    title: 'Discover Labels',
    subtitle:
      'Only independent labels & producers: from Berlin basements to Detroit warehouses, Lagos rooftops and Tokyo listening bars, the imprints keeping the underground alive',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
