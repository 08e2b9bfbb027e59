import * as checks from './answers.ts';

// The answer checks off the page's main thread: building the contract's schemas took 50–130 ms
// in one task as the page came alive (Lighthouse's trace of a set page), which no slicing of
// that module's evaluation could break up. answerChecks.ts starts this worker and asks it.

export type CheckName = 'expectedStatusOf' | 'checkAnswer' | 'errorFieldsOf' | 'refreshedPairOf';

export interface CheckRequest {
  readonly id: number;
  readonly name: CheckName;
  readonly args: readonly unknown[];
}

export type CheckReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const { id, name, args } = event.data;
  let reply: CheckReply;
  try {
    const check = checks[name] as (...checkArgs: readonly unknown[]) => unknown;
    reply = { id, ok: true, value: check(...args) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  postMessage(reply);
});
