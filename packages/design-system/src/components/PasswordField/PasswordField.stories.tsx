import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth, rgb, unbrokenText } from '../private/storyFixtures';
import { PasswordField, passwordAutoCompletes } from './PasswordField';

const meta = {
  title: 'Design System/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn() },
  argTypes: { autoComplete: { control: 'inline-radio', options: passwordAutoCompletes } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

// A password input has no ARIA role: find it through its label.
const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });
const toggle = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Show password' });

/** Hidden by default; typing fills the masked input. */
export const Hidden: Story = {
  play: async ({ args, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(input, 'hunter2');
    await expect(input).toHaveValue('hunter2');
    await expect(args.onChange).toHaveBeenLastCalledWith('hunter2');
  },
};

/** Pressing the toggle shows the password; focus and the caret stay in the input. */
export const Shown: Story = {
  args: { autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'hunter2');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await userEvent.click(toggle(canvasElement));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(5);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** A second press hides it again. */
export const ShownThenHidden: Story = {
  args: { defaultShown: true, defaultValue: 'hunter2' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle(canvasElement));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Keyboard users reach the toggle by Tab and press it with Space; focus stays on it. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(toggle(canvasElement)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'At least 3 characters.' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('At least 3 characters.');
  },
};

/** A server or validation error (spec.md section 5) under the field. */
export const Invalid: Story = {
  args: { defaultValue: 'ab', errorMessage: 'Password must have at least 3 characters' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must have at least 3 characters');
    await expect(getComputedStyle(input).borderTopColor).toBe(rgb(tokens.color.danger));
  },
};

/** A client-side rule through `validate`: the message appears once the value is committed. */
export const ValidateOnSubmit: Story = {
  args: {
    validate: (value) => (value.length < 3 ? 'Password must have at least 3 characters' : null),
  },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <PasswordField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'ab');
    canvasElement.querySelector('form')!.requestSubmit();
    await expect(
      await within(canvasElement).findByText('Password must have at least 3 characters'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'hunter2' },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(toggle(canvasElement)).toBeDisabled();
  },
};

/** A long password never runs under the toggle, and a long error wraps on a phone. */
export const LongTextOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultShown: true, defaultValue: unbrokenText, errorMessage: unbrokenText },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    const button = toggle(canvasElement);
    await expect(parseFloat(getComputedStyle(input).paddingInlineEnd)).toBe(
      parseFloat(tokens.size.controlLarge),
    );
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().right,
    );
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
