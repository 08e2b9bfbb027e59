import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { tokens } from '../../tokens';

/** How a snackbar reads: each tone has its own colour and its own icon. */
export const toastTones = ['success', 'info', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What one snackbar says. */
export interface ToastContent {
  /** The message, word for word from spec.md section 8, e.g. "Set added to queue!". */
  message: string;
  tone: ToastTone;
}

export interface ShowToastOptions {
  message: string;
  /** @default 'info' */
  tone?: ToastTone;
  /**
   * Milliseconds before it hides itself; the clock stops while the snackbars are hovered or
   * focused. Below 5,000 only for tests and stories: people need the time to read it.
   * @default 5000 (spec.md section 9)
   */
  timeout?: number;
}

export interface CreateToastQueueOptions {
  /** @default 3 (spec.md section 9) */
  maxVisible?: number;
  /** The default of `show`'s `timeout`. @default 5000 (spec.md section 9) */
  timeout?: number;
}

/** One app's snackbars: a `Toaster` shows them, anything may `show` one. */
export interface ToastQueue {
  /**
   * Adds a snackbar and returns its key, or returns null when a snackbar with the same message
   * is already shown or waiting (spec.md section 9: no duplicates).
   */
  show(options: ShowToastOptions): string | null;
  /** Closes one snackbar early. */
  close(key: string): void;
  /** Closes every snackbar, shown or waiting (e.g. on logout). */
  clear(): void;
}

// The react-aria queue behind each of ours, for the Toaster alone: callers only ever `show`, so
// they cannot bypass the duplicate check by adding to react-aria's queue directly.
const ariaQueues = new WeakMap<ToastQueue, AriaToastQueue<ToastContent>>();

/** The react-aria queue a `Toaster` renders. */
export function ariaQueueOf(queue: ToastQueue): AriaToastQueue<ToastContent> {
  const ariaQueue = ariaQueues.get(queue);
  if (!ariaQueue) throw new Error('Toaster: the queue must come from createToastQueue().');
  return ariaQueue;
}

/**
 * A snackbar queue with spec.md's rules built in: at most 3 on screen (more wait their turn),
 * each hiding after 5,000 ms, and a message already shown or waiting is not added again.
 */
export function createToastQueue({
  maxVisible = tokens.snackbar.maxVisible,
  timeout: defaultTimeout = tokens.snackbar.autoHideMs,
}: CreateToastQueueOptions = {}): ToastQueue {
  const ariaQueue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: maxVisible });
  // Messages shown or waiting. react-aria keeps its waiting toasts private, so the queue keeps
  // its own record, emptied as each one closes (by its timer, its close button or `close`).
  const open = new Set<string>();

  const queue: ToastQueue = {
    show({ message, tone = 'info', timeout = defaultTimeout }) {
      if (open.has(message)) return null;
      open.add(message);
      return ariaQueue.add({ message, tone }, { timeout, onClose: () => open.delete(message) });
    },
    close: (key) => ariaQueue.close(key),
    clear: () => {
      open.clear();
      ariaQueue.clear();
    },
  };
  ariaQueues.set(queue, ariaQueue);
  return queue;
}
