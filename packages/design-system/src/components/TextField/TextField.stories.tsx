import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth, rgb, unbrokenText } from '../private/storyFixtures';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const border = (element: Element) => getComputedStyle(element).borderTopColor;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await expect(border(input)).toBe(rgb(tokens.color.fieldBorder));
    await userEvent.type(input, 'ellen_allien');
    await expect(input).toHaveValue('ellen_allien');
    await expect(args.onChange).toHaveBeenLastCalledWith('ellen_allien');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'ellen_allien' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveValue('ellen_allien');
    // Full width: the input spans its container.
    await expect(input.getBoundingClientRect().width).toBe(
      canvasElement.firstElementChild!.getBoundingClientRect().width,
    );
  },
};

/** The marker is visual only; the input's `required` is what assistive technology hears. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    description: 'We send the password reset link here.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We send the password reset link here.');
  },
};

/** A server-side error (spec.md section 8) under the field, in the danger colour. */
export const Invalid: Story = {
  args: {
    defaultValue: 'ellen_allien',
    errorMessage: 'This username is already taken, please use a different one',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'This username is already taken, please use a different one',
    );
    const message = canvas.getByText(/already taken/);
    await expect(getComputedStyle(message).color).toBe(rgb(tokens.color.danger));
    await expect(border(input)).toBe(rgb(tokens.color.danger));
  },
};

/** `isRequired` on its own: an empty field fails native validation on commit. */
export const RequiredLeftEmpty: Story = {
  args: { isRequired: true },
  render: (args) => (
    <form>
      <TextField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    const form = canvasElement.querySelector('form')!;
    await expect(form.checkValidity()).toBe(false);
    form.requestSubmit();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ellen_allien' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toBeDisabled();
    await expect(getComputedStyle(input).opacity).toBe(tokens.opacity.disabled);
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ellen_allien');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Pointer over the field (RAC's data-hovered) lightens its outline. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.hover(input);
    await expect(input).toHaveAttribute('data-hovered', 'true');
    await waitFor(() => expect(border(input)).toBe(rgb(tokens.color.textMuted)));
  },
};

/** Tab into the field: the accent outline and the focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
    await waitFor(() => expect(border(input)).toBe(rgb(tokens.color.accent)));
  },
};

/** A long label and an unbroken error on a phone: both wrap, nothing scrolls sideways. */
export const LongTextOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Username you would like other listeners to see on your profile and in comments',
    errorMessage: `This username is already taken: ${unbrokenText}`,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /^Username you would/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(/already taken/)).toBeVisible();
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
