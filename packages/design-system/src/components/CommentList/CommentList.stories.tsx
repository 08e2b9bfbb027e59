import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { animatedProperties, fitsWidth } from '../private/storyFixtures';
import {
  CommentList,
  emptyCommentsPrompt,
  emptyCommentsTitle,
  type CommentItem,
} from './CommentList';

const comments: CommentItem[] = [
  {
    id: 1,
    author: 'nightowl',
    text: 'That transition at the half-hour mark is unreal.',
    postedOn: 'Jun 20, 2025',
    atMoment: '31:05',
  },
  {
    id: 2,
    author: 'crate_digger',
    text: 'Anyone know the ID around 41:10? Been looking for months.',
    postedOn: 'Jun 19, 2025',
    atMoment: '41:10',
  },
  {
    id: 3,
    author: 'mira',
    text: 'Heard this live in the rain. Still the best night of the year.',
    postedOn: 'Jun 18, 2025',
  },
];

const meta = {
  title: 'Design System/CommentList',
  component: CommentList,
  args: {
    label: 'Comments',
    comments,
    isLoading: false,
    isLoadingMore: false,
    hasMore: false,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText('nightowl')).toBeVisible();
    await expect(within(items[0]!).getByText('at 31:05')).toBeVisible();
    await expect(within(items[2]!).queryByText(/^at /)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
    // None of them is the viewer's: no Edit/Delete menu anywhere.
    await expect(canvas.queryByRole('button', { name: /^More actions/ })).toBeNull();
  },
};

/** The first page is on its way: placeholder rows the size of a comment, and the list is busy. */
export const Loading: Story = {
  args: { comments: [], isLoading: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Comments' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(animatedProperties(list)).toEqual([['opacity']]);
  },
};

/** spec.md section 8: an empty thread invites the first comment. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(within(status).getByText(emptyCommentsTitle)).toBeVisible();
    await expect(within(status).getByText(emptyCommentsPrompt)).toBeVisible();
  },
};

/** A failed load is silent (spec.md section 8): no list, and no claim that nobody commented. */
export const FailedSilently: Story = {
  args: { comments: [], showEmpty: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(emptyCommentsTitle)).toBeNull();
  },
};

export const LoadMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Comments' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A pasted link or an unbroken word wraps inside its comment on a phone. */
export const UnbrokenTextMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    comments: [
      {
        id: 1,
        author: 'a_listener_with_a_remarkably_long_username_indeed',
        text: 'https://example.com/a/very/long/link/that/never/breaks/on/its/own/because/it/has/no/spaces/at/all',
        postedOn: 'Jun 20, 2025',
        atMoment: '1:02:03',
      },
    ],
  },
  play: async () => {
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
