import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, submitted } from '../private/formStoryFixtures';
import { fitsWidth } from '../private/storyFixtures';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Design System/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn() },
  decorators: [formColumn],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input, textarea' });

async function fillIn(canvasElement: HTMLElement, password: string) {
  await userEvent.type(field(canvasElement, /^Username/), 'ellen_allien');
  await userEvent.type(field(canvasElement, /^Email/), 'ellen@example.com');
  await userEvent.type(field(canvasElement, /^Password/), password);
}

/** The four fields of spec.md section 2, About left empty, then Register. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(field(canvasElement, /^Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'About (optional)' })).not.toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await fillIn(canvasElement, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(submitted(args.onSubmit)).toEqual({
      username: 'ellen_allien',
      email: 'ellen@example.com',
      password: 'abc',
      about_me: '',
    });
  },
};

/** Two characters: section 5's message under Password, and nothing sent. */
export const PasswordTooShort: Story = {
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement, 'ab');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const password = field(canvasElement, /^Password/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Password must have at least 3 characters');
  },
};

/** Nothing typed: the three required fields say so, About does not. */
export const RequiredLeftEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const label of [/^Username/, /^Email/, /^Password/]) {
      await expect(field(canvasElement, label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field(canvasElement, /^About/)).not.toHaveAttribute('aria-invalid');
  },
};

/** The server's duplicates (`errors.json.username`, `.email`), each under its own field. */
export const AlreadyTaken: Story = {
  args: {
    fieldErrors: {
      username: 'This username is already taken, please use a different one',
      email: 'This email is already taken, please use a different one',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /^Username/)).toHaveAccessibleDescription(
      'This username is already taken, please use a different one',
    );
    await expect(field(canvasElement, /^Email/)).toHaveAccessibleDescription(
      'This email is already taken, please use a different one',
    );
  },
};

export const Failed: Story = {
  args: { error: 'Registration failed. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement, 'abc{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Register' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    await expect(field(canvasElement, /^Username/)).toHaveFocus();
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
