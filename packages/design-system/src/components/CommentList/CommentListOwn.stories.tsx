import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth, unbrokenText } from '../private/storyFixtures';
import { deleteCommentCopy } from './CommentActions';
import { CommentList, type CommentItem } from './CommentList';

/** The viewer's own comment heads the thread; the others are not theirs. */
const own: CommentItem = {
  id: 7,
  author: 'ellen_allien',
  text: 'Heard this live in the rain.\nStill the best night of the year.',
  postedOn: '2 hours ago',
  postedAt: '2025-06-20T21:15:00Z',
  atMoment: '41:10',
  isOwn: true,
};

const thread: CommentItem[] = [
  own,
  {
    id: 1,
    author: 'nightowl',
    text: 'That transition at the half-hour mark is unreal.',
    postedOn: 'Jun 20, 2025',
    postedAt: '2025-06-20T18:02:00Z',
    atMoment: '31:05',
  },
  {
    id: 2,
    author: 'crate_digger',
    text: 'Anyone know the ID around 41:10? Been looking for months.',
    postedOn: 'Jun 19, 2025',
  },
];

const meta = {
  title: 'Design System/CommentList/Own Comments',
  component: CommentList,
  args: {
    label: 'Comments',
    comments: thread,
    isLoading: false,
    isLoadingMore: false,
    hasMore: false,
    onLoadMore: fn(),
    onEdit: fn(async () => true),
    onDelete: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    // Room below the thread for the open menu, and the whole viewport for the confirmation, so
    // the screenshots hold them (both are portalled to <body>).
    (Story) => (
      <div style={{ minHeight: '100dvh', padding: tokens.space.medium }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const moreActions = 'More actions for your comment';
const ownItem = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem')[0]!;

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: moreActions }));
  // react-aria names the menu after its button.
  return page.findByRole('menu', { name: moreActions });
}

async function startEditing(canvasElement: HTMLElement) {
  await userEvent.click(
    within(await openMenu(canvasElement)).getByRole('menuitem', { name: 'Edit' }),
  );
  const field = within(canvasElement).getByRole('textbox', { name: 'Edit your comment' });
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

/** Only the viewer's own comment has the menu; its full date is on its <time>. */
export const OwnComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: moreActions })).toHaveLength(1);
    await expect(
      within(ownItem(canvasElement)).getByRole('button', { name: moreActions }),
    ).toBeVisible();
    const time = ownItem(canvasElement).querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2025-06-20T21:15:00Z');
    await expect(time).toHaveAttribute('title', expect.stringMatching(/^June 2[01], 2025 at /));
    await expect(time).toHaveTextContent('2 hours ago');
  },
};

/** The menu open from the keyboard: Edit, then Delete, with Edit focused. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: moreActions }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: moreActions });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  },
};

/** Edit mode: the text in a field, focused, with Update and Cancel. */
export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const field = await startEditing(canvasElement);
    await expect(field).toHaveValue(own.text);
    await expect(within(canvasElement).getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: moreActions })).toBeNull();
  },
};

/** spec.md section 5: Update is disabled while the text is empty. */
export const EditEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const field = await startEditing(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    const update = within(canvasElement).getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Saving: Update is busy until the save settles. */
export const EditSaving: Story = {
  // A save that never settles: the story stays in its saving state.
  args: { onEdit: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const field = await startEditing(canvasElement);
    await userEvent.type(field, ' Unreal.');
    const update = within(canvasElement).getByRole('button', { name: 'Update' });
    await userEvent.click(update);
    await expect(args.onEdit).toHaveBeenCalledWith(own, `${own.text} Unreal.`);
    await expect(update).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(update);
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Saved: back to the comment, focus on its menu button. */
export const EditSaved: Story = {
  play: async ({ args, canvasElement }) => {
    const field = await startEditing(canvasElement);
    await userEvent.type(field, '!');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update' }));
    await expect(args.onEdit).toHaveBeenCalledWith(own, `${own.text}!`);
    const trigger = await within(canvasElement).findByRole('button', { name: moreActions });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape cancels the edit: nothing saved, focus back on the menu button. */
export const EditEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await startEditing(canvasElement);
    await userEvent.keyboard(' and gone{Escape}');
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(within(ownItem(canvasElement)).getByText(/Still the best night/)).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: moreActions })).toHaveFocus(),
    );
  },
};

async function askToDelete(canvasElement: HTMLElement) {
  await userEvent.click(
    within(await openMenu(canvasElement)).getByRole('menuitem', { name: 'Delete' }),
  );
  return page.findByRole('alertdialog', { name: deleteCommentCopy.title });
}

/** Delete asks first, in an alert dialog; nothing is deleted yet. */
export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await askToDelete(canvasElement);
    await expect(within(dialog).getByText(deleteCommentCopy.body)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await askToDelete(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(own);
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancel (or Escape) keeps the comment and returns to its menu button. */
export const DeleteCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await askToDelete(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: moreActions })).toHaveFocus(),
    );
  },
};

/** A long comment with line breaks and an unbroken link, and the menu beside it. */
export const LongText: Story = {
  args: {
    comments: [
      {
        ...own,
        text: `${'The build from 1:02:03 onwards is everything I come to this site for. '.repeat(4)}\n\nTracklist: https://example.com/${unbrokenText}/${unbrokenText}`,
      },
      ...thread.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: moreActions })).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

// No phone story in edit mode: its field takes focus at a phone's height just after desktop
// stories focused fields at a taller one, which react-aria reads as an on-screen keyboard opening,
// and the dialogs of later stories in the visual run then never reveal. CommentForm's Mobile story
// shows the same form at that width.

/** A phone: the menu opens under its button without leaving the screen. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() =>
      expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth),
    );
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
