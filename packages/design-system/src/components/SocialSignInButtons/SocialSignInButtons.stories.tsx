import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn } from '../private/formStoryFixtures';
import { fitsWidth } from '../private/storyFixtures';
import { SocialSignInButtons } from './SocialSignInButtons';

const meta = {
  title: 'Design System/SocialSignInButtons',
  component: SocialSignInButtons,
  args: { onSignIn: fn() },
  decorators: [formColumn],
} satisfies Meta<typeof SocialSignInButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button is named by its action and reports its provider when pressed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: 'Sign in with Google' });
    const apple = canvas.getByRole('button', { name: 'Sign in with Apple' });
    await expect(google).toHaveTextContent('Google');
    await expect(apple).toHaveTextContent('Apple');
    await userEvent.click(apple);
    await expect(args.onSignIn).toHaveBeenCalledWith('apple');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(args.onSignIn).toHaveBeenLastCalledWith('google');
    // The two buttons share the row equally.
    await expect(google.getBoundingClientRect().width).toBeCloseTo(
      apple.getBoundingClientRect().width,
      0,
    );
  },
};

/** Google's popup is open: its button is busy, the other waits; no press gets through. */
export const GooglePending: Story = {
  args: { pendingProvider: 'google' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: 'Sign in with Google' });
    await expect(google).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign in with Apple' })).toBeDisabled();
    await userEvent.click(google);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** A password sign-in is under way. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

export const WithoutDivider: Story = {
  args: { hasDivider: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('or')).not.toBeInTheDocument();
  },
};

/** Side by side on a 360 px phone, with nothing sticking out. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: 'Sign in with Google' });
    const apple = canvas.getByRole('button', { name: 'Sign in with Apple' });
    await expect(google.getBoundingClientRect().top).toBe(apple.getBoundingClientRect().top);
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
