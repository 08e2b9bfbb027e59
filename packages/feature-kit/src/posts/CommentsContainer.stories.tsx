import { PASSWORD_USER, POST_FIXTURES, postsHandlers, sessionHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CommentsContainer } from './CommentsContainer.tsx';
import { STORY_NOW } from './test/storyNow.ts';

/** The thread of a set or track page as PASSWORD_USER reads it: the form, then the comments. */
const meta = {
  title: 'Features/Comments',
  component: CommentsContainer,
  args: { on: 'set', id: 1, now: STORY_NOW },
  parameters: { session: 'signed-in', msw: { handlers: [...postsHandlers, ...sessionHandlers] } },
} satisfies Meta<typeof CommentsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSet1 = POST_FIXTURES.filter((post) => post.set_meta_id === 1);

/** The real comments of the thread; placeholder rows are aria-hidden, so they never count. */
const commentsIn = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: 'Comments' })).queryAllByRole('listitem');

export const Loading: Story = {
  parameters: { msw: { handlers: [...postsHandlers.slow, ...sessionHandlers] } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Comments' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...postsHandlers.empty, ...sessionHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("It's pretty quiet here!")).toBeVisible();
  },
};

/** spec.md section 8: a failed load is only logged; the thread neither errors nor claims silence. */
export const Error: Story = {
  parameters: { msw: { handlers: [...postsHandlers.error, ...sessionHandlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Comments' })).toBeNull());
    await expect(canvas.queryByText("It's pretty quiet here!")).toBeNull();
    // The comment form's alert region stays mounted, and silent.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/**
 * Set 1's six comments, newest first, each with its author, how long ago and moment of the set;
 * the viewer's own two carry their menu.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(commentsIn(canvasElement)).toHaveLength(onSet1.length));
    const items = commentsIn(canvasElement);
    await expect(within(items[0]!).getByText(onSet1[0]!.text)).toBeVisible();
    await expect(within(items[0]!).getByText(onSet1[0]!.author.username)).toBeVisible();
    await expect(within(items[0]!).getByText('3 hours ago')).toHaveAttribute(
      'datetime',
      onSet1[0]!.timestamp,
    );
    await expect(
      within(canvasElement).getAllByRole('button', { name: 'More actions for your comment' }),
    ).toHaveLength(onSet1.filter((post) => post.author.id === PASSWORD_USER.id).length);
    await expect(within(canvasElement).getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** A track's thread: the two comments on track 1. */
export const OnATrack: Story = {
  args: { on: 'track', id: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(commentsIn(canvasElement)).toHaveLength(2));
  },
};
