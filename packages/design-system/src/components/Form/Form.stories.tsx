import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { fitsWidth, rgb, unbrokenText } from '../private/storyFixtures';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const meta = {
  title: 'Design System/Form',
  component: Form,
  args: {
    onSubmit: fn(),
    'aria-label': 'Register',
    // The registration form of spec.md section 2.
    children: (
      <>
        <TextField label="Username" name="username" autoComplete="username" isRequired />
        <TextField label="Email" name="email" type="email" autoComplete="email" isRequired />
        <PasswordField label="Password" name="password" autoComplete="new-password" isRequired />
        <TextArea label="About (optional)" name="about" />
        <Button type="submit">Register</Button>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Password/, { selector: 'input' });

/** Filled in and submitted: the values arrive as FormData, and the page does not reload. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'ellen_allien');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ellen@example.com');
    await userEvent.type(password(canvasElement), 'hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const data = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(Object.fromEntries(data)).toEqual({
      username: 'ellen_allien',
      email: 'ellen@example.com',
      password: 'hunter2',
      about: '',
    });
  },
};

/** Required fields left empty: nothing is sent and each field says so. */
export const RequiredLeftEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(password(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field takes focus.
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveFocus();
  },
};

/** `body.errors.json` from the server, keyed by field name: each message under its field. */
export const ServerFieldErrors: Story = {
  args: {
    validationErrors: {
      username: 'This username is already taken, please use a different one',
      email: 'This email is already taken, please use a different one',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(
      'This username is already taken, please use a different one',
    );
    await expect(email).toHaveAccessibleDescription(
      'This email is already taken, please use a different one',
    );
    await expect(password(canvasElement)).not.toHaveAttribute('aria-invalid');
    // Editing the field and leaving it clears its server error.
    await userEvent.type(username, '_2');
    await userEvent.tab();
    await waitFor(() => expect(username).not.toHaveAttribute('aria-invalid'));
  },
};

/** An error about the whole form, read out through the alert region. */
export const FormError: Story = {
  args: { errorMessage: 'Registration failed. Please try again.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Registration failed. Please try again.');
    await expect(getComputedStyle(alert.firstElementChild!).color).toBe(rgb(tokens.color.danger));
  },
};

/** No message: the alert region is there, empty and taking no room. */
export const NoFormError: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toBeEmptyDOMElement();
    await expect(alert.getBoundingClientRect().height).toBe(0);
  },
};

/** A long unbroken server message on a phone wraps inside the form. */
export const LongErrorOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    errorMessage: `Request failed: ${unbrokenText}${unbrokenText}`,
    validationErrors: { username: `This username is already taken: ${unbrokenText}` },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^Request failed/);
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
