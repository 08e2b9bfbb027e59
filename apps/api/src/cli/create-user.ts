import { EmailSchema, PasswordSchema, UsernameSchema } from '@rabbithole/api-contract';
import type { z } from 'zod/mini';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import { databaseOptionsOf, openDatabase } from '../db/database.ts';
import { createUsersRepository, UserConflictError } from '../plugins/app/users/users-repository.ts';

/** Exit codes of `create-user`, for scripts: 2 lets a provisioning script skip existing accounts. */
export const CREATE_USER_EXIT = { created: 0, invalid: 1, taken: 2 } as const;

/**
 * The password from stdin: typed without echo at a terminal, or the first line of a pipe
 * (`printf '%s\n' "$PASSWORD" | npm run cli -- create-user …`), never from the command line,
 * where every user of the machine can read it in the process list. Null when cancelled.
 */
export async function readPassword(
  stdin: NodeJS.ReadStream,
  prompt: NodeJS.WriteStream,
): Promise<string | null> {
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  prompt.write('Password (not shown): ');
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  try {
    let password = '';
    for await (const chunk of stdin) {
      for (const character of chunk as string) {
        if (character === '\r' || character === '\n') return password;
        // Ctrl-C and Ctrl-D give up; Backspace (DEL or BS) takes the last character back.
        if (character === '\u0003' || character === '\u0004') return null;
        if (character === '\u007f' || character === '\b') password = password.slice(0, -1);
        else password += character;
      }
    }
    return password;
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    prompt.write('\n');
  }
}

function problemsOf(label: string, result: z.util.SafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => `${label}: ${issue.message}`);
}

/** `npm run cli -- create-user <username> <email>`: an operator-made password account. */
export async function createUser(
  config: Config,
  username: string,
  email: string,
  password: string,
): Promise<number> {
  const parsedUsername = UsernameSchema.safeParse(username);
  const parsedEmail = EmailSchema.safeParse(email);
  const parsedPassword = PasswordSchema.safeParse(password);
  const problems = [
    ...problemsOf('username', parsedUsername),
    ...problemsOf('email', parsedEmail),
    ...problemsOf('password', parsedPassword),
  ];
  if (!parsedUsername.success || !parsedEmail.success || !parsedPassword.success) {
    console.error(`Not created. ${problems.join('; ')}.`);
    return CREATE_USER_EXIT.invalid;
  }
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    const users = createUsersRepository(database.db, config.adminUsers);
    const row = await users.create({
      username: parsedUsername.data,
      email: parsedEmail.data,
      passwordHash: await hashPassword(parsedPassword.data),
      authProvider: 'internal',
    });
    console.log(`Created user ${row.username} <${row.email}> (id ${row.id}).`);
    return CREATE_USER_EXIT.created;
  } catch (error) {
    if (!(error instanceof UserConflictError)) throw error;
    const taken = error.fields.map((field) =>
      field === 'username'
        ? `the username "${parsedUsername.data}" is already taken`
        : `the e-mail ${parsedEmail.data} is already taken`,
    );
    console.error(`Not created: ${taken.join(' and ')}.`);
    return CREATE_USER_EXIT.taken;
  } finally {
    await database.close();
  }
}
