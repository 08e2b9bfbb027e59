import { createUser } from '@rabbithole/api-contract';
import {
  GOOGLE_USER,
  PASSWORD_USER,
  errorResponse,
  handlerFor,
  sessionHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RegisterContainer } from './RegisterContainer.tsx';
import { expectAlert, expectPending } from './test/play.ts';
import { withSession } from './test/SessionStory.tsx';

const meta = {
  title: 'Features/Auth/Register',
  component: RegisterContainer,
  decorators: [withSession],
  args: { onSignedIn: fn() },
  parameters: { msw: { handlers: sessionHandlers } },
} satisfies Meta<typeof RegisterContainer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function register(
  { canvas, userEvent }: PlayContext,
  { username = 'kwame', email = 'kwame@example.com', password = 'deep-cuts' } = {},
) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), username);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.type(canvas.getByRole('textbox', { name: /^About/ }), 'Dub techno.');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: sessionHandlers.slow } },
  play: async (context) => {
    await register(context);
    await expectPending(context.canvas, 'Register');
  },
};

/** The account is made, then signed in with the same credentials. */
export const Registered: Story = {
  play: async (context) => {
    await register(context);
    await waitFor(() => expect(context.args.onSignedIn).toHaveBeenCalledWith('/home'));
  },
};

export const UsernameTaken: Story = {
  play: async (context) => {
    await register(context, { username: PASSWORD_USER.username });
    await expectAlert(context.canvas, 'This username is already taken, please use a different one');
  },
};

/** The address belongs to another account already. */
export const EmailTaken: Story = {
  play: async (context) => {
    await register(context, { email: GOOGLE_USER.email });
    await expectAlert(context.canvas, 'This email is already taken, please use a different one');
  },
};

export const AuthenticationFailed: Story = {
  parameters: {
    msw: { handlers: [handlerFor(createUser, () => errorResponse(401)), ...sessionHandlers] },
  },
  play: async (context) => {
    await register(context);
    await expectAlert(context.canvas, 'Authentication failed. Please try again.');
  },
};

export const RegistrationFailed: Story = {
  parameters: { msw: { handlers: sessionHandlers.serverDown } },
  play: async (context) => {
    await register(context);
    await expectAlert(context.canvas, 'Registration failed. Please try again.');
  },
};
