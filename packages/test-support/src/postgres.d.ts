/** postgres://postgres@127.0.0.1:5432/postgres */
export declare const defaultPgUrl: string;

/** PG_URL, else the default: the server throwaway databases are made on. */
export declare function pgServerUrl(env?: NodeJS.ProcessEnv): string;

/** The URL without its password, for messages. */
export declare function redactUrl(url: string): string;

export interface ThrowawayDatabase {
  /** A fresh random name with the given prefix. */
  name: string;
  /** `serverUrl` with the new database as its path. */
  url: string;
  /** DROP DATABASE … WITH (FORCE): ends connections left open, then drops. */
  drop: () => Promise<void>;
}

export interface ThrowawayDatabaseOptions {
  /** @default pgServerUrl() */
  serverUrl?: string;
  /**
   * What to do when the server is not reachable, ending that error's message.
   * @default 'Start it, or set PG_URL to a server where this user may create databases.'
   */
  hint?: string;
  /** @default 'rabbithole_test' */
  prefix?: string;
}

/**
 * An empty database on a PostgreSQL server. Throws "PostgreSQL is not reachable at … Start it, or
 * set PG_URL …" (or `hint`) when the server does not answer: never a silent skip.
 */
export declare function createThrowawayDatabase(
  options?: ThrowawayDatabaseOptions,
): Promise<ThrowawayDatabase>;
