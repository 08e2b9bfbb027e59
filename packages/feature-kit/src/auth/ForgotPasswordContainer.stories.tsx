import { PASSWORD_USER, sessionHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ForgotPasswordContainer } from './ForgotPasswordContainer.tsx';
import { expectPending } from './test/play.ts';
import { withSession } from './test/SessionStory.tsx';

const meta = {
  title: 'Features/Auth/ForgotPassword',
  component: ForgotPasswordContainer,
  decorators: [withSession],
  parameters: { msw: { handlers: sessionHandlers } },
} satisfies Meta<typeof ForgotPasswordContainer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const SENT = 'Please check your email inbox or SPAM folder for a password reset email';

async function request({ canvas, userEvent }: PlayContext) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), PASSWORD_USER.email);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: sessionHandlers.slow } },
  play: async (context) => {
    await request(context);
    await expectPending(context.canvas, 'Reset Password');
  },
};

export const Sent: Story = {
  play: async (context) => {
    await request(context);
    await waitFor(() => expect(context.canvas.getByRole('status')).toHaveTextContent(SENT));
  },
};

/** spec.md section 8: a failed request shows nothing; the form is ready again. */
export const Failed: Story = {
  parameters: { msw: { handlers: sessionHandlers.serverDown } },
  play: async (context) => {
    const { canvas } = context;
    await request(context);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reset Password' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};
