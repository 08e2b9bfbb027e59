import { useRef, useState } from 'react';
import { useNotify } from '../toasts/index.ts';
import { engagementMessages } from './messages.ts';

/** A toggle as the design system's header buttons take it. */
export interface Toggle {
  isSelected: boolean;
  /** A change is on its way: `isSelected` shows what was asked, not yet what is stored. */
  isPending: boolean;
  onChange: (isSelected: boolean) => void;
}

export interface OptimisticToggleOptions<Answer> {
  /** What the last read says is stored. */
  isSelected: boolean;
  /** Sends the change; resolves with the server's answer. */
  send: () => Promise<Answer>;
  /** What the answer says is stored now. */
  selectedIn: (answer: Answer) => boolean;
  /** Puts the answer into the cached reads, so the page shows what is stored. */
  keep: (answer: Answer) => Promise<unknown>;
  /** The snackbar for the stored state; null for none (Follow says it on the button). */
  message: ((isSelected: boolean) => string) | null;
}

/**
 * A toggle that flips at once and settles on the server's answer: the snackbar names the state
 * the server stored, and a refused change rolls back with spec.md's failure message. Presses
 * while a change is on its way are ignored, so one press is one flip on the server.
 */
export function useOptimisticToggle<Answer>(options: OptimisticToggleOptions<Answer>): Toggle {
  const notify = useNotify();
  // What to show instead of the read: the state asked for while it is on its way, then the
  // stored one until the read (rendered in the background, api/deferredRender.ts) shows it too,
  // so the toggle never flickers back for a frame.
  const [shown, setShown] = useState<boolean | null>(null);
  const [isPending, setPending] = useState(false);
  const sending = useRef(false);
  const { isSelected, send, selectedIn, keep, message } = options;

  // Once the read shows the stored state, the read leads again (React's "adjusting state while
  // rendering": no extra frame of the old value).
  if (!isPending && shown !== null && shown === isSelected) setShown(null);

  const onChange = (next: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setShown(next);
    setPending(true);
    void send()
      .then(async (answer) => {
        setShown(selectedIn(answer));
        await keep(answer);
        if (message) notify(message(selectedIn(answer)), 'success');
      })
      .catch((error: unknown) => {
        console.error('A change was refused', error);
        setShown(null);
        notify(engagementMessages.failed, 'error');
      })
      .finally(() => {
        sending.current = false;
        setPending(false);
      });
  };

  return { isSelected: shown ?? isSelected, isPending, onChange };
}
