import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE_NAME = 'jwt-secret';

/**
 * JWT_SECRET when set; otherwise a 256-bit secret generated on the first start and kept in
 * DATA_DIR (mode 0600), so tokens survive restarts without the operator configuring anything.
 * Several processes sharing one PostgreSQL must share JWT_SECRET (each has its own DATA_DIR).
 */
export function loadJwtSecret(configured: string | null, dataDir: string): string {
  if (configured !== null) return configured;
  const path = join(dataDir, FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a temporary name, then linked into place: of two processes starting at
  // once, one wins the link and the other reads the winner's complete file, never a partial one.
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${path} holds no usable secret: delete it to have a new one generated.`);
  }
  return secret;
}
