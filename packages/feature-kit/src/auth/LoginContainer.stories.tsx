import { createTokens, getSignInMethod } from '@rabbithole/api-contract';
import {
  APPLE_USER,
  GOOGLE_USER,
  PASSWORD_USER,
  errorResponse,
  handlerFor,
  sessionHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LoginContainer } from './LoginContainer.tsx';
import { expectAlert, expectPending } from './test/play.ts';
import { withSession } from './test/SessionStory.tsx';

const meta = {
  title: 'Features/Auth/Login',
  component: LoginContainer,
  decorators: [withSession],
  args: { onSignedIn: fn() },
  parameters: { msw: { handlers: sessionHandlers } },
} satisfies Meta<typeof LoginContainer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];
type Canvas = PlayContext['canvas'];
type UserEvent = PlayContext['userEvent'];

async function logIn(canvas: Canvas, user: UserEvent, username: string, password = 'x') {
  await user.type(canvas.getByRole('textbox', { name: /^Username/ }), username);
  await user.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(canvas.getByRole('button', { name: 'Log In' }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sign in with Apple' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Forgot your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/** The answer never comes: Log In spins and the social buttons wait. */
export const Pending: Story = {
  parameters: { msw: { handlers: sessionHandlers.slow } },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'nadia');
    await expectPending(canvas, 'Log In');
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  },
};

export const SignedIn: Story = {
  args: { next: '/sets?genre=Techno#top' },
  play: async ({ args, canvas, userEvent }) => {
    await logIn(canvas, userEvent, PASSWORD_USER.username, PASSWORD_USER.password);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/sets?genre=Techno#top'));
    await expect(canvas.queryByRole('alert')).toHaveTextContent('');
  },
};

export const UnknownUsername: Story = {
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'nobody');
    await expectAlert(canvas, 'Incorrect username or password. Please try again.');
  },
};

export const GoogleAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, GOOGLE_USER.username);
    await expectAlert(canvas, 'You previously logged in with Google, please try that method.');
  },
};

export const AppleAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, APPLE_USER.username);
    await expectAlert(canvas, 'You previously logged in with Apple, please try that method.');
  },
};

export const SocialAccount: Story = {
  parameters: {
    msw: {
      handlers: [
        handlerFor(getSignInMethod, () => ({ is_firebase_user: true, auth_provider: null })),
        ...sessionHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'someone');
    await expectAlert(
      canvas,
      'You previously logged in with a social account, please use that method.',
    );
  },
};

export const WrongPassword: Story = {
  parameters: { msw: { handlers: sessionHandlers.wrongPassword } },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'nadia');
    await expectAlert(canvas, 'Invalid username or password. Please try again.');
  },
};

export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: sessionHandlers.rateLimited } },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'nadia');
    await expectAlert(canvas, 'Too many failed login attempts. Please try again later.');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [handlerFor(createTokens, () => errorResponse(500)), ...sessionHandlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'nadia');
    await expectAlert(canvas, 'Something went wrong. Please try again later.');
  },
};

const gil = { uid: GOOGLE_USER.firebase_uid, email: GOOGLE_USER.email, provider: 'google' };

export const GoogleSignedIn: Story = {
  parameters: { session: { firebase: { popup: gil } } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/home'));
  },
};

/** The Apple popup is open: its button spins, the rest waits. */
export const SocialPending: Story = {
  parameters: { session: { firebase: { popup: 'pending' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Apple' }));
    await expectPending(canvas, 'Sign in with Apple');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeDisabled();
  },
};

const popupFailure = (code: string, message: string): Story => ({
  parameters: { session: { firebase: { popup: { error: code } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expectAlert(canvas, message);
  },
});

export const LoginCancelled = popupFailure(
  'auth/popup-closed-by-user',
  'Login cancelled. Please try again.',
);
export const PopupBlocked = popupFailure(
  'auth/popup-blocked',
  'Popup was blocked by your browser. Please allow popups for this site.',
);
export const SocialError = popupFailure(
  'auth/network-request-failed',
  'Something went wrong. Please try again later.',
);

/** No Firebase project on this server: the buttons still show and say so when pressed. */
export const SocialNotConfigured: Story = {
  parameters: { session: { firebase: null } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Apple' }));
    await expectAlert(
      canvas,
      'Google and Apple sign-in are not set up on this server. Please log in with your username and password.',
    );
  },
};
