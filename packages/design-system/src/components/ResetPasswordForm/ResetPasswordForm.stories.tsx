import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, submitted } from '../private/formStoryFixtures';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Design System/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn() },
  decorators: [formColumn],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Password/, { selector: 'input' });
const confirmation = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Confirm password/, { selector: 'input' });
const verify = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Verify' });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(password(canvasElement), 'n3w');
    await userEvent.type(confirmation(canvasElement), 'n3w');
    await userEvent.click(verify(canvasElement));
    await expect(submitted(args.onSubmit)).toEqual({ password: 'n3w' });
  },
};

export const PasswordTooShort: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(password(canvasElement), 'ab');
    await userEvent.type(confirmation(canvasElement), 'ab');
    await userEvent.click(verify(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(password(canvasElement)).toHaveAccessibleDescription(
      'Password must have at least 3 characters',
    );
  },
};

/** spec.md section 5: "Passwords must match!" under the confirmation. */
export const PasswordsDiffer: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(password(canvasElement), 'n3w-password');
    await userEvent.type(confirmation(canvasElement), 'n3w-passwrod');
    await userEvent.click(verify(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(confirmation(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation(canvasElement)).toHaveAccessibleDescription('Passwords must match!');
  },
};

export const Failed: Story = {
  args: { error: 'Something happened, please try again' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something happened, please try again',
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(password(canvasElement), 'n3w');
    await userEvent.type(confirmation(canvasElement), 'n3w{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(verify(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(verify(canvasElement));
    await expect(password(canvasElement)).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
