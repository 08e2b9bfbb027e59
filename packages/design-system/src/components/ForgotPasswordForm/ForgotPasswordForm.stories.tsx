import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, submitted } from '../private/formStoryFixtures';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Design System/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
  decorators: [formColumn],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Email/ });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(email(canvasElement)).toHaveAttribute('type', 'email');
    await userEvent.type(email(canvasElement), 'ellen@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(submitted(args.onSubmit)).toEqual({ email: 'ellen@example.com' });
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  },
};

/** spec.md section 5: the e-mail is required. */
export const EmailRequired: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent: section 8's message, read politely above the form. */
export const Sent: Story = {
  args: {
    successMessage: 'Please check your email inbox or SPAM folder for a password reset email',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Please check your email inbox or SPAM folder for a password reset email',
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(email(canvasElement), 'ellen@example.com{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    successMessage: 'Please check your email inbox or SPAM folder for a password reset email',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
