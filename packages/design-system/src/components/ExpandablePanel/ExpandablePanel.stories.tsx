import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fitsWidth, unbrokenText } from '../private/storyFixtures';
import { curatorPanelCopy, ExpandablePanel } from './ExpandablePanel';

const bio =
  'Ellen Allien is a Berlin DJ, producer and the founder of BPitch.\n\nShe has played Tresor, Berghain and every corner of the city since the early nineties.';

const meta = {
  title: 'Design System/ExpandablePanel',
  component: ExpandablePanel,
  args: { title: 'Bio', children: bio },
} satisfies Meta<typeof ExpandablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Bio' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bio' })).toBeVisible();
    await expect(canvas.queryByText(/founder of BPitch/)).not.toBeVisible();
  },
};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bio' }));
    await expect(canvas.getByRole('button', { name: 'Bio' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/founder of BPitch/)).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Bio' });
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/founder of BPitch/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The label page's panel for a curator that is not a label (spec.md section 2). */
export const CuratorComingSoon: Story = {
  args: { title: curatorPanelCopy.title, children: curatorPanelCopy.body, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Curator profiles coming soon!' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(curatorPanelCopy.body)).toBeVisible();
  },
};

export const UnbrokenMobile: Story = {
  args: { children: unbrokenText, defaultExpanded: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(unbrokenText)).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
