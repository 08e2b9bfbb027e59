import { POST_FIXTURES, postsHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CommentsContainer } from './CommentsContainer.tsx';

const meta = {
  title: 'Features/Comments',
  component: CommentsContainer,
  args: { on: 'set', id: 1 },
  parameters: { msw: { handlers: postsHandlers } },
} satisfies Meta<typeof CommentsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSet1 = POST_FIXTURES.filter((post) => post.set_meta_id === 1);

/** The real comments of the thread; placeholder rows are aria-hidden, so they never count. */
const commentsIn = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: 'Comments' })).queryAllByRole('listitem');

export const Loading: Story = {
  parameters: { msw: { handlers: postsHandlers.slow } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Comments' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: postsHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("It's pretty quiet here!")).toBeVisible();
  },
};

/** spec.md section 8: a failed load is only logged; the thread neither errors nor claims silence. */
export const Error: Story = {
  parameters: { msw: { handlers: postsHandlers.error } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Comments' })).toBeNull(), {
      timeout: 3000,
    });
    await expect(canvas.queryByText("It's pretty quiet here!")).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Set 1's six comments, newest first, each with its author and moment of the set. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(commentsIn(canvasElement)).toHaveLength(onSet1.length));
    const items = commentsIn(canvasElement);
    await expect(within(items[0]!).getByText(onSet1[0]!.text)).toBeVisible();
    await expect(within(items[0]!).getByText(onSet1[0]!.author.username)).toBeVisible();
  },
};

/** A track's thread: the two comments on track 1. */
export const OnATrack: Story = {
  args: { on: 'track', id: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(commentsIn(canvasElement)).toHaveLength(2));
  },
};
