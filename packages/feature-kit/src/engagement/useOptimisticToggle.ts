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
  const [asked, setAsked] = useState<boolean | null>(null);
  const sending = useRef(false);
  const { send, selectedIn, keep, message } = options;

  const onChange = (next: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setAsked(next);
    void send()
      .then(async (answer) => {
        await keep(answer);
        if (message) notify(message(selectedIn(answer)), 'success');
      })
      .catch((error: unknown) => {
        console.error('A change was refused', error);
        notify(engagementMessages.failed, 'error');
      })
      .finally(() => {
        sending.current = false;
        setAsked(null);
      });
  };

  return { isSelected: asked ?? options.isSelected, isPending: asked !== null, onChange };
}
