import type { AppOptions } from '../../src/app.ts';

export interface LogCapture {
  /** Give this as the app's `logger`. */
  logger: NonNullable<AppOptions['logger']>;
  /** Every line written so far, as pino wrote it (JSON text). */
  readonly lines: string[];
  /** The lines parsed, for finding one by its message. */
  entries(): { level: number; msg?: string; [key: string]: unknown }[];
  /** Whether a line at pino `level` (40 warn, 50 error) has a message starting with `start`. */
  logged(level: number, start: string): boolean;
}

/** The app's real pino logger, at debug, writing into memory instead of stdout. */
export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as { level: number; msg?: string });
  return {
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
    lines,
    entries,
    logged: (level, start) =>
      entries().some((entry) => entry.level === level && entry.msg?.startsWith(start) === true),
  };
}
