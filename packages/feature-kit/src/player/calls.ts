/** Where the player's failed calls go: nobody is told of them (spec.md section 8, silent). */
export type PlayerLog = (message: string, error: unknown) => void;

/** The answer of `call`, or undefined (logged) when it failed: the player carries on without. */
export async function attempt<T>(
  log: PlayerLog,
  what: string,
  call: () => Promise<T> | undefined,
): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    log(what, error);
    return undefined;
  }
}
