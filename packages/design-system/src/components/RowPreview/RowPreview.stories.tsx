import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RowPreview } from './RowPreview';

const items = Array.from({ length: 5 }, (_, n) => ({
  id: n + 1,
  title: `Boiler Room ${n + 1}`,
  href: `/sets/${n + 1}`,
  subtitle: `Mar ${n + 1}, 2025`,
}));

const meta = {
  title: 'Design System/RowPreview',
  component: RowPreview,
  args: {
    label: 'Latest sets of Ellen Allien',
    items,
    viewMoreHref: '/artists/1',
    isLoading: false,
  },
} satisfies Meta<typeof RowPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At most 4 entries, then View more. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Latest sets of Ellen Allien' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/artists/1',
    );
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Latest sets of Ellen Allien' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [], emptyMessage: 'Nothing yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing yet.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View more' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
