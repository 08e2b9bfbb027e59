// For stories only: production code never imports it, so storybook/test stays out of the app.
import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits for the snackbar saying `text` to be on screen, for stories: snackbars are portalled to
 * <body>, outside the story's canvas, and fade in.
 */
export async function expectSnackbar(text: string | RegExp, timeout = 4000): Promise<void> {
  const snackbar = await within(document.body).findByText(text, {}, { timeout });
  await waitFor(() => expect(snackbar).toBeVisible());
}
