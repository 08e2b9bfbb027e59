import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { OfflineGateContainer } from './OfflineGateContainer.tsx';

/** The browser's own word on the network, as the gate reads it, until the story ends. */
function browserOnline(online: boolean) {
  return () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    // The own property goes; the browser's getter on Navigator.prototype answers again.
    return () => void Reflect.deleteProperty(navigator, 'onLine');
  };
}

/** Goes online as a browser does: `navigator.onLine` turns true, then the `online` event. */
function comeBackOnline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  window.dispatchEvent(new Event('online'));
}

/** Liveness checks refused since the story began: a story waits for the check itself. */
const refusedChecks = { count: 0 };

const liveness = {
  answers: http.get('*/api/healthz', () => HttpResponse.json({ status: 'ok' })),
  refused: http.get('*/api/healthz', () => {
    refusedChecks.count += 1;
    return HttpResponse.error();
  }),
  slow: http.get('*/api/healthz', async () => {
    await delay('infinite');
    return HttpResponse.json({ status: 'ok' });
  }),
};

const meta = {
  title: 'Features/OfflineGate',
  component: OfflineGateContainer,
  args: {
    pageKey: '/sets',
    children: <h1>Discover Sets</h1>,
  },
  parameters: { msw: { handlers: [liveness.answers] } },
} satisfies Meta<typeof OfflineGateContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('heading', { level: 1, name: 'Discover Sets' });
const offline = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('heading', { level: 1, name: "You're offline" });

/** Online: the page itself, and no word of the connection. */
export const Online: Story = {
  beforeEach: browserOnline(true),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toBeVisible();
    await expect(offline(canvasElement)).toBeNull();
  },
};

/** Opened while the browser is offline: the offline page stands in for the page. */
export const Offline: Story = {
  beforeEach: browserOnline(false),
  parameters: { msw: { handlers: [liveness.refused] } },
  play: async ({ canvasElement }) => {
    await expect(offline(canvasElement)).toBeVisible();
    await expect(page(canvasElement)).toBeNull();
  },
};

/** Retry while the server cannot be reached: the check runs, fails, and the offline page stays. */
export const RetryStillOffline: Story = {
  beforeEach: [browserOnline(false), () => void (refusedChecks.count = 0)],
  parameters: { msw: { handlers: [liveness.refused] } },
  play: async ({ canvasElement, userEvent }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    // Retry is not pending before the check starts either: only the refusal proves it ran, and
    // only Retry settling after it proves the gate has taken the answer in.
    await waitFor(() => expect(refusedChecks.count).toBe(1));
    await waitFor(() => expect(retry).not.toHaveAttribute('data-pending'));
    await expect(offline(canvasElement)).toBeVisible();
    await expect(page(canvasElement)).toBeNull();
  },
};

/** A check under way: Retry is pending until the server answers. */
export const Retrying: Story = {
  beforeEach: browserOnline(false),
  parameters: { msw: { handlers: [liveness.slow] } },
  play: async ({ canvasElement, userEvent }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('data-pending', 'true'));
    await expect(page(canvasElement)).toBeNull();
  },
};

/** Retry once the server answers: the page shows again. */
export const RetryBack: Story = {
  beforeEach: browserOnline(false),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(page(canvasElement)).toBeVisible());
    await expect(offline(canvasElement)).toBeNull();
  },
};

/** Back online without a press: the browser's `online` event and a server that answers. */
export const BackByItself: Story = {
  beforeEach: browserOnline(false),
  play: async ({ canvasElement }) => {
    await expect(offline(canvasElement)).toBeVisible();
    comeBackOnline();
    await waitFor(() => expect(page(canvasElement)).toBeVisible());
    await expect(offline(canvasElement)).toBeNull();
  },
};
