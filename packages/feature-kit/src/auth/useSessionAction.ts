import { useState } from 'react';
import { SESSION_MESSAGES, SessionError } from '../session/index.ts';

export interface SessionActionState {
  pending: boolean;
  /** The form's message (spec.md section 8), or null. */
  error: string | null;
  /** Messages beside fields (registration), without the one the form message already says. */
  fieldErrors: Record<string, string>;
}

const idle: SessionActionState = { pending: false, error: null, fieldErrors: {} };

/**
 * Runs one session call for a form: pending while it runs, then its SessionError's message (a
 * failure that is not one reads as spec.md's "Something went wrong"), or `onDone` with the result.
 */
export function useSessionAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  onDone: (result: Result) => void,
) {
  const [state, setState] = useState<SessionActionState>(idle);
  async function run(...args: Args) {
    setState({ ...idle, pending: true });
    let result: Result;
    try {
      result = await action(...args);
    } catch (error) {
      const message =
        error instanceof SessionError ? error.message : SESSION_MESSAGES.somethingWentWrong;
      const fieldErrors =
        error instanceof SessionError
          ? Object.fromEntries(
              Object.entries(error.fieldErrors).filter(([, text]) => text !== message),
            )
          : {};
      setState({ pending: false, error: message, fieldErrors });
      return;
    }
    setState(idle);
    onDone(result);
  }
  return { ...state, run };
}
