/**
 * The answer checks (answers.ts), fetched on the first answer rather than with the first script;
 * a second call gets the same module.
 */
export const loadAnswers = () => import('./answers.ts');
