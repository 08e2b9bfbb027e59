import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsWidth } from '../private/storyFixtures';
import { Tabs, type TabItem } from './Tabs';

const artistTabs: TabItem[] = [
  { id: 'sets', label: 'Sets', count: 12 },
  { id: 'tracks', label: 'Tracks', count: 48 },
  { id: 'remixes', label: 'Remixes', count: 0 },
  { id: 'ids', label: 'IDs', count: 3 },
  { id: 'labels', label: 'Labels', count: 2 },
];

const panel = (id: string) => <p>Panel of {id}</p>;

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Artist sections',
    tabs: artistTabs,
    children: panel,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts after the labels; "Remixes" has none, so it is not shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Sets12',
      'Tracks48',
      'IDs3',
      'Labels2',
    ]);
    await expect(canvas.queryByRole('tab', { name: /Remixes/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Sets 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel of sets');
  },
};

export const SelectByPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /^Tracks/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('tracks');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel of tracks');
  },
};

/** Arrow keys move between tabs and skip the hidden one; the ring shows where focus is. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const sets = canvas.getByRole('tab', { name: /^Sets/ });
    await expect(sets).toHaveFocus();
    await expect(getComputedStyle(sets).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /^IDs/ })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ids');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel of ids');
  },
};

/** Controlled from outside (the address): a hidden tab asked for falls back to the first. */
export const ControlledHiddenSelection: Story = {
  args: { selectedId: 'remixes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /^Sets/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState('labels');
    return (
      <>
        <Tabs {...args} selectedId={selected} onSelectionChange={setSelected} />
        <p>Selected: {selected}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /^Labels/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /^IDs/ }));
    await expect(canvas.getByText('Selected: ids')).toBeVisible();
  },
};

/** Counts are capped like likes: 999+. */
export const LargeCount: Story = {
  args: { tabs: [{ id: 'sets', label: 'Sets', count: 4_210 }, ...artistTabs.slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Sets 999+' })).toBeVisible();
  },
};

/** The set page's tabs carry no counts. */
export const WithoutCounts: Story = {
  args: {
    'aria-label': 'Set sections',
    tabs: [
      { id: 'tracklist', label: 'Track List' },
      { id: 'comments', label: 'Comments' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Track List' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Comments' })).toBeVisible();
  },
};

/** Nothing to show in any tab: no empty tab bar either. */
export const AllEmpty: Story = {
  args: { tabs: artistTabs.map((tab) => ({ ...tab, count: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tablist')).not.toBeInTheDocument();
  },
};

/** On a phone the tabs wrap instead of pushing the page sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { tabs: artistTabs.map((tab) => ({ ...tab, count: (tab.count ?? 0) + 1000 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(5);
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
