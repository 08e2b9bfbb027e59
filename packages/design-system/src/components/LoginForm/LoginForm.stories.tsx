import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, submitted } from '../private/formStoryFixtures';
import { fitsWidth } from '../private/storyFixtures';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Design System/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), onSocialSignIn: fn() },
  decorators: [formColumn],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Password/, { selector: 'input' });

/** Username and password typed, then Log In: the values come out, and the links are there. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'ellen_allien');
    await userEvent.type(passwordInput(canvasElement), 'hunter2{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(submitted(args.onSubmit)).toEqual({
      username: 'ellen_allien',
      password: 'hunter2',
    });
  },
};

/** spec.md section 5: username and password are required; nothing is sent without them. */
export const RequiredLeftEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await expect(passwordInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong pair: section 8's message in the alert region above the fields. */
export const WrongPassword: Story = {
  args: { error: 'Invalid username or password. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid username or password. Please try again.',
    );
  },
};

/** The social account message, which names the provider to use instead. */
export const SocialAccount: Story = {
  args: { error: 'You previously logged in with Google, please try that method.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You previously logged in with Google, please try that method.',
    );
  },
};

/** Signing in: Log In is busy and a second Enter sends nothing; the providers wait. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log In' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'ellen');
    await userEvent.type(passwordInput(canvasElement), 'hunter2{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Apple's popup is open: the password form waits for it. */
export const SocialPending: Story = {
  args: { socialPending: 'apple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign in with Apple' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeDisabled();
  },
};

/** The providers report which one was pressed. */
export const SocialSignIn: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Sign in with Google' }),
    );
    await expect(args.onSocialSignIn).toHaveBeenCalledWith('google');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { error: 'Too many failed login attempts. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Too many/);
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
