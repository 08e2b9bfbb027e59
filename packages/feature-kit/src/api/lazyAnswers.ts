import type { AnswerChecks } from './answerChecks.ts';

export type { AnswerChecks } from './answerChecks.ts';

let checks: Promise<AnswerChecks> | undefined;

/**
 * The answer checks (answerChecks.ts), started on the first call rather than with the first
 * script, whose size they would grow; a second call gets the same checks, and a call after they
 * failed to load or start tries again.
 */
export function loadAnswers(): Promise<AnswerChecks> {
  const forget = () => {
    checks = undefined;
  };
  checks ??= import('./answerChecks.ts')
    .then(({ startAnswerChecks }) => startAnswerChecks(forget))
    .catch((error: unknown) => {
      forget();
      throw error;
    });
  return checks;
}
