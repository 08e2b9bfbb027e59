import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { batchedLines } from './log-destination.ts';

// Only this file touches the process: environment, listening, signals and exit codes.

/** pino-pretty is a development dependency: an install without it still logs, as JSON. */
function prettyPrinterInstalled(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

// A person at a terminal reads lines; anything else (a log collector, a file) gets JSON.
function loggerOptions() {
  const pretty = process.stdout.isTTY && prettyPrinterInstalled();
  return pretty
    ? {
        level: 'info',
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : { level: 'info', stream: batchedLines() };
}

/** Listening errors a person can act on, said in one line; anything else keeps its stack. */
const LISTEN_ERRORS: Record<string, (config: Config) => string> = {
  EADDRINUSE: ({ port, host }) =>
    `Port ${port} is already in use on ${host}; set PORT to another port or stop the other process.`,
  EACCES: ({ port, host }) =>
    `Port ${port} on ${host} needs privileges this process lacks; set PORT to 1024 or above.`,
  EADDRNOTAVAIL: ({ host }) =>
    `HOST ${host} is not an address of this machine; set HOST to one of its addresses (127.0.0.1 by default).`,
};

function startFailure(error: unknown, config: Config): unknown {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) return error.message;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const explain = code ? LISTEN_ERRORS[code] : undefined;
  return explain ? explain(config) : error;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: App | null = null;
  try {
    app = await buildApp({ config, logger: loggerOptions() });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(startFailure(error, config));
    // Releases what the start took, above all the DATA_DIR lock, before exiting.
    await app?.close().catch(() => undefined);
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  app.log.info(`Rabbithole listening on http://${host}:${port}`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing connections and the database`);
    // A stuck request must not keep the process (and the DATA_DIR lock) alive forever.
    const force = setTimeout(() => {
      app.log.error('Shutdown took longer than 10 s; exiting anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

await main();
