import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { freshDatabase, type TestDatabase } from './database.ts';

export interface TestAppOptions extends Pick<
  AppOptions,
  'logger' | 'clock' | 'authLimits' | 'notificationHeartbeatMs'
> {
  /** Registers test-only routes (say, a POST that echoes its body) before the app is ready. */
  extend?: (app: App) => void;
}

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a temp DATA_DIR, ready for `app.inject`. Empty unless
 * `seed: 'demo'` (the demo catalog takes seconds to write: only files that read it pay for it); WEB_DIST points nowhere unless given. Silent unless
 * given a logger. `extend` adds routes the app does not have, to test what applies to every route.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { logger = false, clock, authLimits, notificationHeartbeatMs, extend }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rabbithole-api-test-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    seed: 'none',
    publicUrl: null,
    mediaBaseUrl: '/media',
    webDist: join(dataDir, 'no-web-dist'),
    webRenderer: null,
    mediaDir: join(dataDir, 'media'),
    production: false,
    corsOrigins: [],
    jwtSecret: 'test-secret-at-least-32-characters-long!',
    redisUrl: null,
    smtpUrl: null,
    mailFrom: 'Rabbithole <no-reply@rabbithole.test>',
    firebaseProjectId: null,
    firebaseAuthEmulatorHost: null,
    trustProxy: false,
    adminUsers: [],
    ...overrides,
  };
  let app: App;
  let database: TestDatabase | null = null;
  try {
    database = await freshDatabase();
    app = await buildApp({
      config,
      database: database.options,
      logger,
      clock,
      authLimits,
      notificationHeartbeatMs,
    });
    extend?.(app);
    await app.ready();
  } catch (error) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const created = database;
  return {
    app,
    config,
    async close() {
      await app.close();
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
