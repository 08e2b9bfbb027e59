import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth } from '../private/storyFixtures';
import {
  CommentForm,
  commentCountFrom,
  commentMaxLength,
  commentTooLongMessage,
} from './CommentForm';

const meta = {
  title: 'Design System/CommentForm',
  component: CommentForm,
  args: { onSubmit: fn(async () => true) },
  decorators: [
    // The width of the Comments tab's column.
    (Story) => (
      <div style={{ maxWidth: tokens.size.measure }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Add a comment' });
const post = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Post' });

/** Nothing typed: Post is disabled, and Cmd+Enter or only spaces send nothing. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(post(canvasElement)).toBeDisabled();
    await userEvent.type(field(canvasElement), '   {Meta>}{Enter}{/Meta}');
    await expect(post(canvasElement)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typed: Post sends the trimmed text, and the box empties once it is saved. */
export const Typed: Story = {
  play: async ({ args, canvasElement }) => {
    const box = field(canvasElement);
    await userEvent.type(box, '  That closing track!{Enter}Anyone know it?  ');
    await expect(post(canvasElement)).toBeEnabled();
    await userEvent.click(post(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith('That closing track!\nAnyone know it?');
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'Still thinking about it.');
  },
};

/** Cmd+Enter (Ctrl+Enter elsewhere) sends from the keyboard; plain Enter starts a new line. */
export const KeyboardSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(
      field(canvasElement),
      'First line{Enter}second{Control>}{Enter}{/Control}',
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('First line\nsecond');
  },
};

/** Not saved: the text stays, so nothing typed is lost. */
export const NotSaved: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Lost in the rain.');
    await userEvent.click(post(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(field(canvasElement)).toHaveValue('Lost in the rain.');
    await waitFor(() => expect(post(canvasElement)).not.toHaveAttribute('data-pending'));
  },
};

/** Saving: Post is busy and ignores presses until the container says it is done. */
export const Saving: Story = {
  args: { isPending: true, defaultValue: 'That closing track!' },
  play: async ({ args, canvasElement }) => {
    const button = post(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.type(field(canvasElement), '{Meta>}{Enter}{/Meta}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a set page: the comment is tied to the moment playing, shown as "at 41:10". */
export const AtMoment: Story = {
  args: { moment: '41:10' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('at 41:10')).toBeVisible();
    await expect(field(canvasElement)).toHaveAccessibleDescription('at 41:10');
  },
};

const nearLimit = 'Tresor at dawn. '.repeat(122).slice(0, commentCountFrom + 150);

/** Near the limit a count appears, and is read with the field. */
export const NearLimit: Story = {
  args: { defaultValue: nearLimit },
  play: async ({ canvasElement }) => {
    const box = field(canvasElement);
    await expect(within(canvasElement).getByText('1,950 / 2,000')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('1,950 of 2,000 characters');
    await expect(post(canvasElement)).toBeEnabled();
    // A little shorter and the count is gone again.
    box.focus();
    await userEvent.keyboard('{Control>}a{/Control}Short.');
    await expect(within(canvasElement).queryByText(/\/ 2,000/)).toBeNull();
  },
};

/** Over 2,000 characters: a message says why, and Post stays disabled. */
export const OverLimit: Story = {
  args: { defaultValue: nearLimit.padEnd(commentMaxLength + 12, '!'), moment: '1:02:03' },
  play: async ({ args, canvasElement }) => {
    const box = field(canvasElement);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(commentTooLongMessage)).toBeVisible();
    await expect(within(canvasElement).getByText('2,012 / 2,000')).toBeVisible();
    await expect(post(canvasElement)).toBeDisabled();
    await userEvent.type(box, '{Meta>}{Enter}{/Meta}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing: Update and Cancel; Escape cancels too. */
export const Editing: Story = {
  args: {
    label: 'Edit your comment',
    submitLabel: 'Update',
    defaultValue: 'Heard this live in the rain.',
    onCancel: fn(),
    autoFocus: true,
  },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Edit your comment' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(within(canvasElement).getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

/** A phone: the count and moment keep to the left, the buttons to the right. */
export const Mobile: Story = {
  args: { moment: '41:10', defaultValue: nearLimit },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(post(canvasElement)).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
