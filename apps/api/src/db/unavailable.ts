// A database that cannot be reached (PostgreSQL restarting, the network between them down) is a
// passing state, not a bug: the request is answered 503 with Retry-After, as design.md section 3
// describes, and the connection pool reconnects by itself once the database is back.

/** Seconds a client is told to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE =
  'The database is not reachable right now. Please try again shortly.';

/** Socket errors of a connection that cannot be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not accepting connections yet: admin_shutdown,
 * crash_shutdown, cannot_connect_now; the whole class 08 (connection exception) too.
 */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/** node-postgres says these in words only, without a code. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

function isConnectionFailure(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/**
 * Whether `error`, or what it wraps (Drizzle wraps a driver's error as its `cause`; a refused
 * connection to a host with several addresses is an AggregateError), says the database could not
 * be reached, rather than that a query was wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isConnectionFailure(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** The error's own code, or its cause's: enough for a log line, without the query it failed in. */
export function failureCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : failureCode(cause, depth + 1);
}
