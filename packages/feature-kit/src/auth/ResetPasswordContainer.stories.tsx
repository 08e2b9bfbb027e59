import { RESET_TOKEN, sessionHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ResetPasswordContainer } from './ResetPasswordContainer.tsx';
import { expectAlert, expectPending } from './test/play.ts';
import { withSession } from './test/SessionStory.tsx';

const meta = {
  title: 'Features/Auth/ResetPassword',
  component: ResetPasswordContainer,
  decorators: [withSession],
  args: { token: RESET_TOKEN.token, onReset: fn() },
  parameters: { msw: { handlers: sessionHandlers } },
} satisfies Meta<typeof ResetPasswordContainer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function choose(
  { canvas, userEvent }: PlayContext,
  password: string,
  confirmation = password,
) {
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.type(
    canvas.getByLabelText(/^Confirm password/, { selector: 'input' }),
    confirmation,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: sessionHandlers.slow } },
  play: async (context) => {
    await choose(context, 'new-pass');
    await expectPending(context.canvas, 'Verify');
  },
};

export const PasswordsMustMatch: Story = {
  play: async (context) => {
    await choose(context, 'new-pass', 'new-past');
    await expect(await context.canvas.findByText('Passwords must match!')).toBeVisible();
    await expect(context.args.onReset).not.toHaveBeenCalled();
  },
};

export const Reset: Story = {
  play: async (context) => {
    await choose(context, 'new-pass');
    await waitFor(() => expect(context.args.onReset).toHaveBeenCalled());
  },
};

/** A used, expired or unknown link. */
export const Failed: Story = {
  args: { token: 'used-or-expired' },
  play: async (context) => {
    await choose(context, 'new-pass');
    await expectAlert(context.canvas, 'Something happened, please try again');
    await expect(context.args.onReset).not.toHaveBeenCalled();
  },
};
