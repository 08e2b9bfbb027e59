import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment are resolved against it, not the cwd. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The largest request body the server reads (JSON only); a larger one is answered 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Every limit of signing in, in one place (design.md section 2), and of writing comments.
 * Failures count per username and per client address; either reaching its limit answers 429 with
 * Retry-After until its window ends. A success clears the username's count.
 */
export const AUTH_LIMITS = {
  /** Wrong passwords for one username before it is locked for the window. */
  failuresPerUsername: 10,
  /** Wrong passwords from one client address (many usernames) before it is locked. */
  failuresPerAddress: 50,
  failureWindowSeconds: 15 * 60,
  /** Reset mails asked for one address, and from one client address, per window. */
  resetRequestsPerEmail: 3,
  resetRequestsPerAddress: 20,
  resetWindowSeconds: 60 * 60,
  /**
   * Username look-ups (GET /api/users/un/…, public: the login form asks before the password) from
   * one client address per minute: a person signs in a few times, a harvester thousands.
   */
  signInMethodLookupsPerAddressPerMinute: 60,
  /** Accounts created from one client address per hour: each costs a password hash and a row. */
  registrationsPerAddressPerHour: 50,
  /** Token refreshes from one client address per minute: a stolen-token spray, never a user. */
  refreshesPerAddressPerMinute: 120,
  /**
   * Comments written or edited by one user per minute: a person types a few, with a fix or two;
   * more is a script, and each write also empties the guest read cache.
   */
  commentWritesPerUserPerMinute: 10,
  /**
   * Moments of sets liked by one user per minute (POST /api/set-likes): a listener presses like
   * now and then, a script every millisecond, and each like writes rows and empties the guest
   * read cache.
   */
  setLikesPerUserPerMinute: 60,
  /** A refresh-token family ends this long after its sign-in, however often it is rotated. */
  sessionLifetimeSeconds: 30 * 24 * 60 * 60,
  /** A reset link works once, for this long. */
  resetTokenLifetimeSeconds: 60 * 60,
} as const;

/** AUTH_LIMITS as the app reads them (tests shorten windows), and the rate-limit keys' prefix. */
export type AuthLimitSettings = { -readonly [Key in keyof typeof AUTH_LIMITS]: number } & {
  keyPrefix: string;
};

export const SEED_MODES = ['demo', 'none'] as const;
export type SeedMode = (typeof SEED_MODES)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; null means the embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | null;
  /** Unset means "the default": demo on an empty embedded database, nothing on PostgreSQL. */
  seed: SeedMode | null;
  publicUrl: string | null;
  mediaBaseUrl: string;
  webDist: string;
  /**
   * The server's build of the web app (apps/web/dist-server/render.js), which renders a
   * signed-in page for its first response; null: every page is rendered in the browser.
   */
  webRenderer: string | null;
  mediaDir: string;
  production: boolean;
  /** Other origins whose pages may call the API (CORS); empty means same-origin only. */
  corsOrigins: string[];
  /** Signs access tokens; null means generate one once and keep it in `dataDir`. */
  jwtSecret: string | null;
  /** Shared by processes: rate limits, guest read cache, notification fan-out; null: in memory. */
  redisUrl: string | null;
  /** SMTP server for mail; null means write each mail as an .eml file under `dataDir/outbox`. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The Firebase project whose ID tokens are accepted; null means social sign-in is off. */
  firebaseProjectId: string | null;
  /** Auth emulator host:port: its unsigned tokens are accepted, so never in production. */
  firebaseAuthEmulatorHost: string | null;
  /** Usernames that get the admin role. */
  adminUsers: string[];
  /**
   * Which reverse proxies' X-Forwarded-For to believe: a number of hops, or the proxies'
   * addresses; false believes none. The per-address rate limits count `request.ip`, which behind
   * a proxy is the proxy's address unless the proxy is trusted.
   */
  trustProxy: TrustProxy;
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optional = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  SEED: z.enum(SEED_MODES, { error: `must be one of ${SEED_MODES.join(', ')}` }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  MEDIA_BASE_URL: z
    .string()
    .refine((value) => value.startsWith('/') || httpUrl.safeParse(value).success, {
      error: 'must be a path starting with / or an http(s) URL',
    })
    .default('/media'),
  WEB_DIST: z.string().optional(),
  WEB_RENDERER: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim().replace(/\/$/, '')))
    .refine((origins) => origins.every(isOrigin), {
      error: 'must be comma-separated origins such as https://app.example.com (scheme, host, port)',
    })
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Rabbithole <no-reply@rabbithole.local>'),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')
    .optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .optional(),
  /** Lets a production-mode server trust the emulator: only for e2e runs of the production build. */
  ALLOW_FIREBASE_EMULATOR: z.enum(['true', 'false']).optional(),
  ADMIN_USERS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((value): number | string[] => {
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((entry) => entry.trim());
    })
    .refine(
      (value) =>
        typeof value === 'number' ? value >= 1 && value <= 10 : value.every(isProxyAddress),
      {
        error:
          'must be a number of proxy hops (1–10) or comma-separated proxy addresses ' +
          '(10.0.0.2, 10.0.0.0/8, loopback, uniquelocal)',
      },
    )
    .optional(),
  NODE_ENV: z.string().optional(),
});

/** Reads the environment once; any invalid value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, optional(env[key])]),
  );
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}.`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (
    values.FIREBASE_AUTH_EMULATOR_HOST &&
    production &&
    values.ALLOW_FIREBASE_EMULATOR !== 'true'
  ) {
    // Emulator tokens are unsigned: trusting them in production would let anyone be anyone.
    throw new ConfigError(
      'Invalid environment: FIREBASE_AUTH_EMULATOR_HOST is refused when NODE_ENV=production ' +
        '(the emulator signs nothing); unset it, or set ALLOW_FIREBASE_EMULATOR=true for a test run.',
    );
  }
  const dataDir = fromRoot(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    seed: values.SEED ?? null,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    mediaBaseUrl: values.MEDIA_BASE_URL.replace(/\/$/, ''),
    webDist: values.WEB_DIST ? fromRoot(values.WEB_DIST) : join(repoRoot, 'apps/web/dist'),
    webRenderer: values.WEB_RENDERER
      ? fromRoot(values.WEB_RENDERER)
      : join(repoRoot, 'apps/web/dist-server/render.js'),
    mediaDir: join(dataDir, 'media'),
    production,
    corsOrigins: values.CORS_ORIGINS ?? [],
    jwtSecret: values.JWT_SECRET ?? null,
    redisUrl: values.REDIS_URL ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    // The emulator accepts any "demo-" project without credentials.
    firebaseProjectId:
      values.FIREBASE_PROJECT_ID ?? (values.FIREBASE_AUTH_EMULATOR_HOST ? 'demo-rabbithole' : null),
    firebaseAuthEmulatorHost: values.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    adminUsers: values.ADMIN_USERS ?? [],
    trustProxy: values.TRUST_PROXY ?? false,
  };
}

/** `https://app.example.com` or `http://localhost:5173`: an http(s) origin, no path or query. */
function isOrigin(value: string): boolean {
  if (!httpUrl.safeParse(value).success) return false;
  return new URL(value).origin === value;
}

// proxy-addr's (Fastify's) names for the private ranges, an address, or an address/prefix.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}
