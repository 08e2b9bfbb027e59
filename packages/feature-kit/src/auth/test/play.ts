import { expect, waitFor } from 'storybook/test';

// Shared by the auth stories' play functions.

interface Queries {
  getByRole: (role: string, options?: { name?: string | RegExp }) => HTMLElement;
}

/** The form's alert region is always there (so a new message is announced): wait for the text. */
export async function expectAlert(canvas: Queries, message: string) {
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
}

/** RAC marks a pending button aria-disabled (it keeps focus), not disabled. */
export async function expectPending(canvas: Queries, name: string) {
  await waitFor(() =>
    expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true'),
  );
}
