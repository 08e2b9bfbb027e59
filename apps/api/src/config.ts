import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment are resolved against it, not the cwd. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The largest request body the server reads (JSON only); a larger one is answered 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

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
  mediaDir: string;
  production: boolean;
  /** Other origins whose pages may call the API (CORS); empty means same-origin only. */
  corsOrigins: string[];
}

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
  CORS_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim().replace(/\/$/, '')))
    .refine((origins) => origins.every(isOrigin), {
      error: 'must be comma-separated origins such as https://app.example.com (scheme, host, port)',
    })
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
    mediaDir: join(dataDir, 'media'),
    production: values.NODE_ENV === 'production',
    corsOrigins: values.CORS_ORIGINS ?? [],
  };
}

/** `https://app.example.com` or `http://localhost:5173`: an http(s) origin, no path or query. */
function isOrigin(value: string): boolean {
  if (!httpUrl.safeParse(value).success) return false;
  return new URL(value).origin === value;
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}
