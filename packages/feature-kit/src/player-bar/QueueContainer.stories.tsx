import { queueEmptyTitle } from '@rabbithole/design-system';
import {
  SET_FIXTURES,
  SIGNED_IN_SESSION,
  errorResponse,
  playerHandlers,
  seedQueue,
  sessionHandlers,
  setsHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { QueueContainer } from './QueueContainer.tsx';

const queued = SET_FIXTURES.slice(0, 3);
const handlers = [...setsHandlers, ...sessionHandlers];

/**
 * The player's queue panel against the mock API: the listener's queue read once signed in,
 * opened from its Queue button (the panel is portalled to <body>).
 */
const meta = {
  title: 'Features/PlayerBar/Queue',
  component: QueueContainer,
  parameters: {
    session: 'signed-in',
    fillViewport: true,
    msw: { handlers: [...handlers, ...playerHandlers] },
  },
} satisfies Meta<typeof QueueContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const queuePanel = () => page.getByRole('dialog', { name: 'Queue' });

async function openQueue(
  canvasElement: HTMLElement,
  name: string,
  user: { click: (element: Element) => Promise<void> },
) {
  await user.click(await within(canvasElement).findByRole('button', { name }));
  await waitFor(() => expect(queuePanel()).toBeVisible());
}

/**
 * The queue is still being read: placeholder rows, announced. The read never answers, so the
 * screenshot shows them however long it takes (a 1.5 s answer came first on a loaded machine).
 */
export const Loading: Story = {
  beforeEach: () => seedQueue(SIGNED_IN_SESSION.user_id, [queued[0]!.id], 0),
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        http.get('*/api/queue', async () => {
          await delay('infinite');
        }),
        ...playerHandlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    await openQueue(canvasElement, 'Queue', userEvent);
    await expect(within(queuePanel()).getByRole('status')).toHaveTextContent('Loading the queue');
  },
};

/** Nothing queued: what the queue is for. */
export const Empty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await openQueue(canvasElement, 'Queue', userEvent);
    await waitFor(() => expect(within(queuePanel()).getByText(queueEmptyTitle)).toBeVisible());
  },
};

/** The queue could not be read: only logged (spec.md section 8), so it reads as empty. */
export const Error: Story = {
  beforeEach: () => seedQueue(SIGNED_IN_SESSION.user_id, [queued[0]!.id], 0),
  parameters: {
    msw: {
      handlers: [...handlers, http.get('*/api/queue', () => errorResponse(500)), ...playerHandlers],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    await openQueue(canvasElement, 'Queue', userEvent);
    // After the client's one retry (2 s, spec.md section 7) has failed too.
    await waitFor(() => expect(within(queuePanel()).getByText(queueEmptyTitle)).toBeVisible());
    await expect(within(queuePanel()).queryByRole('row')).toBeNull();
  },
};

/** Three sets, the second current: the first played, the second playing. */
export const Populated: Story = {
  beforeEach: () =>
    seedQueue(
      SIGNED_IN_SESSION.user_id,
      queued.map((set) => set.id),
      1,
    ),
  play: async ({ canvasElement, userEvent }) => {
    await openQueue(canvasElement, 'Queue, 3 sets', userEvent);
    // The rows' list is a chunk of its own, fetched when a queue first shows.
    const grid = await page.findByRole('grid', { name: 'Sets in the queue' });
    const rows = within(grid).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(queued[0]!.set_name);
    await expect(rows[0]).toHaveTextContent(/, played/);
    await expect(rows[1]).toHaveTextContent(/Now playing/);
    await expect(rows[2]).not.toHaveTextContent(/played|Now playing/);
  },
};
