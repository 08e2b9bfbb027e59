import {
  GOOGLE_USER,
  PASSWORD_USER,
  POST_FIXTURES,
  POSTS_REFUSED_DELAY_MS,
  mockDb,
  postsHandlers,
  sessionHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { engagementMessages } from '../engagement/index.ts';
import { CommentsContainer } from './CommentsContainer.tsx';
import { STORY_NOW } from './test/storyNow.ts';

/** Writing, editing and deleting comments against the mock API, as PASSWORD_USER (spec.md 4–7). */
const meta = {
  title: 'Features/Comments/Write',
  component: CommentsContainer,
  args: { on: 'set', id: 1, now: STORY_NOW },
  parameters: { session: 'signed-in', msw: { handlers: [...postsHandlers, ...sessionHandlers] } },
} satisfies Meta<typeof CommentsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSet1 = POST_FIXTURES.filter((post) => post.set_meta_id === 1);
const page = within(document.body);
const moreActions = 'More actions for your comment';
const failed = engagementMessages.failed;

/** The real comments of the thread, once it has `count` of them. */
async function thread(root: HTMLElement, count: number) {
  const list = () => within(root).getByRole('list', { name: 'Comments' });
  await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(count));
  return within(list()).getAllByRole('listitem');
}

/** Types `text` into the comment box and presses Post. */
async function post(root: HTMLElement, text: string) {
  const field = within(root).getByRole('textbox', { name: 'Add a comment' });
  await userEvent.type(field, text);
  await userEvent.click(within(root).getByRole('button', { name: 'Post' }));
  return field;
}

/** Opens the menu of the viewer's comment `item` and picks `action`. */
async function pick(item: HTMLElement, action: 'Edit' | 'Delete') {
  await userEvent.click(within(item).getByRole('button', { name: moreActions }));
  const menu = await page.findByRole('menu', { name: moreActions });
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

/** The snackbar saying `text`: portalled to <body>, outside the canvas, and fading in. */
async function expectSnackbar(text: string, timeout = 6000) {
  const snackbar = await page.findByText(text, {}, { timeout });
  await waitFor(() => expect(snackbar).toBeVisible());
}

/** Post is disabled while the box is empty; a comment posted shows first and the box empties. */
export const PostAComment: Story = {
  play: async ({ canvasElement }) => {
    await thread(canvasElement, onSet1.length);
    await expect(within(canvasElement).getByRole('button', { name: 'Post' })).toBeDisabled();
    const field = await post(canvasElement, 'That closer at 1:02:03 though.');
    const [first] = await thread(canvasElement, onSet1.length + 1);
    await expect(within(first!).getByText('That closer at 1:02:03 though.')).toBeVisible();
    await expect(within(first!).getByText(PASSWORD_USER.username)).toBeVisible();
    await expect(within(first!).getByText('just now')).toBeVisible();
    await expect(within(first!).getByRole('button', { name: moreActions })).toBeVisible();
    await expect(field).toHaveValue('');
    // A set page's comment is on the set, about no one track of it (spec.md section 5).
    await expect(mockDb.posts.all().at(-1)).toMatchObject({
      text: 'That closer at 1:02:03 though.',
      set_meta_id: 1,
      track_meta_id: null,
    });
  },
};

/** On a track page the comment is on the track, with no set (spec.md section 5). */
export const PostOnATrack: Story = {
  args: { on: 'track', id: 1 },
  play: async ({ canvasElement }) => {
    await thread(canvasElement, 2);
    await post(canvasElement, 'Found it, finally.');
    const [first] = await thread(canvasElement, 3);
    await expect(within(first!).getByText('Found it, finally.')).toBeVisible();
    await expect(mockDb.posts.all().at(-1)).toMatchObject({ set_meta_id: null, track_meta_id: 1 });
  },
};

/** The empty thread's prompt gives way to the first comment. */
export const FirstComment: Story = {
  parameters: { msw: { handlers: [...postsHandlers.empty, ...sessionHandlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("It's pretty quiet here!")).toBeVisible();
    await post(canvasElement, 'First!');
    const [first] = await thread(canvasElement, 1);
    await expect(within(first!).getByText('First!')).toBeVisible();
    await expect(canvas.queryByText("It's pretty quiet here!")).toBeNull();
  },
};

/** Menu → Edit → new text → Update: the comment shows it, saved, in its place. */
export const EditOwnComment: Story = {
  play: async ({ canvasElement }) => {
    const [own] = await thread(canvasElement, onSet1.length);
    await pick(own!, 'Edit');
    const field = within(own!).getByRole('textbox', { name: 'Edit your comment' });
    await expect(field).toHaveValue(onSet1[0]!.text);
    await userEvent.clear(field);
    await expect(within(own!).getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.type(field, 'Edited: the transition at 31:05 is the one.');
    await userEvent.click(within(own!).getByRole('button', { name: 'Update' }));
    const items = await thread(canvasElement, onSet1.length);
    await waitFor(() => expect(within(items[0]!).queryByRole('textbox')).toBeNull());
    await expect(
      within(items[0]!).getByText('Edited: the transition at 31:05 is the one.'),
    ).toBeVisible();
    await expect(mockDb.posts.get(onSet1[0]!.id)?.text).toBe(
      'Edited: the transition at 31:05 is the one.',
    );
  },
};

/** Menu → Delete → confirm: the comment is gone, for everyone. */
export const DeleteOwnComment: Story = {
  play: async ({ canvasElement }) => {
    const [own] = await thread(canvasElement, onSet1.length);
    await pick(own!, 'Delete');
    const dialog = await page.findByRole('alertdialog', { name: 'Delete comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const items = await thread(canvasElement, onSet1.length - 1);
    await expect(within(items[0]!).queryByText(onSet1[0]!.text)).toBeNull();
    await expect(mockDb.posts.get(onSet1[0]!.id)).toBeUndefined();
  },
};

/** spec.md section 6: only the author's comments carry the menu; another user's have none. */
export const AnotherUsersComment: Story = {
  play: async ({ canvasElement }) => {
    const items = await thread(canvasElement, onSet1.length);
    const others = onSet1.flatMap((comment, index) =>
      comment.author.id === PASSWORD_USER.id ? [] : [items[index]!],
    );
    await expect(others.length).toBeGreaterThan(0);
    for (const item of others) {
      await expect(within(item).queryByRole('button', { name: moreActions })).toBeNull();
    }
    const gils = onSet1.findIndex((comment) => comment.author.id === GOOGLE_USER.id);
    await expect(within(items[gils]!).getByText(GOOGLE_USER.username)).toBeVisible();
    await expect(within(items[gils]!).queryByRole('button')).toBeNull();
  },
};

/** The server refuses: spec.md's failure message, and the text stays in the box to try again. */
export const PostRefused: Story = {
  parameters: { msw: { handlers: [...postsHandlers.writeRefused, ...sessionHandlers] } },
  play: async ({ canvasElement }) => {
    await thread(canvasElement, onSet1.length);
    const field = await post(canvasElement, 'Please keep this.');
    await expectSnackbar(failed, 4 * POSTS_REFUSED_DELAY_MS + 4000);
    await expect(field).toHaveValue('Please keep this.');
    await expect(within(canvasElement).getByRole('button', { name: 'Post' })).toBeEnabled();
    await thread(canvasElement, onSet1.length);
  },
};

/** While the comment is on its way Post is busy and a second press sends nothing more. */
export const Saving: Story = {
  parameters: { msw: { handlers: [...postsHandlers.writeSlow, ...sessionHandlers] } },
  play: async ({ canvasElement }) => {
    await thread(canvasElement, onSet1.length);
    const field = await post(canvasElement, 'Patience.');
    const button = within(canvasElement).getByRole('button', { name: 'Post' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(field).toHaveValue('Patience.');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(onSet1.length);
    const [first] = await thread(canvasElement, onSet1.length + 1);
    await expect(within(first!).getByText('Patience.')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(mockDb.posts.all().filter((p) => p.text === 'Patience.')).toHaveLength(1);
  },
};

/** A phone: the box, the thread and an edit in place fit 360 px, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [own] = await thread(canvasElement, onSet1.length);
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: 'Add a comment' }),
      'Unbroken: https://example.com/sets/extraterrestrialsoundsystemcommunicationsarchive_vol_01',
    );
    await pick(own!, 'Edit');
    await expect(within(own!).getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
