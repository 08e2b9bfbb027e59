import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords.ts';
import { createUsersRepository } from '../../src/plugins/app/users/users-repository.ts';
import { runCli, withCliDatabase } from '../helpers/cli.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let dataDir: string;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rabbithole-cli-'));
  database = await freshDatabase();
});

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run cli -- create-user …` as an operator's script runs it: the password on a pipe. */
const createUser = (args: string[], stdin: string) =>
  runCli({ database, dataDir }, ['create-user', ...args], { stdin });

const findUser = (username: string) =>
  withCliDatabase({ database, dataDir }, (db) =>
    createUsersRepository(db, []).findByUsername(username),
  );

// Each run starts a process that opens (and on PGlite creates and migrates) the database.
describe('npm run cli -- create-user', { timeout: 120_000 }, () => {
  it('creates an internal password account from the first line of stdin', async () => {
    const result = await createUser(['Operator', 'op@example.test'], 'correct horse\nignored\n');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created user Operator <op@example\.test> \(id \d+\)\.\n$/);
    const user = await findUser('operator');
    expect(user).toMatchObject({ email: 'op@example.test', auth_provider: 'internal' });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.password_hash ?? null, 'correct horse')).toBe(true);
  });

  it('says which of the username and e-mail are taken, and exits 2', async () => {
    const result = await createUser(['OPERATOR', 'OP@example.test'], 'another\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'Not created: the username "OPERATOR" is already taken and the e-mail OP@example.test is already taken.\n',
    );
  });

  it('refuses a short password or a bad address with the rules’ words, and exits 1', async () => {
    const result = await createUser(['Newcomer', 'not-an-address'], 'ab\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Not created. email: Email must be a valid e-mail address; password: Password must have at least 3 characters.\n',
    );
    expect(await findUser('Newcomer')).toBeNull();
  });

  it('needs both a username and an e-mail', async () => {
    const result = await createUser(['Lonely'], 'password\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('create-user takes a username and an e-mail address.');
  });
});
