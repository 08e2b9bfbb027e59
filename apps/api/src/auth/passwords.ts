import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's `Algorithm` is an ambient const enum, which isolated modules cannot read.
const ARGON2ID_ALGORITHM = 2;

/**
 * OWASP's argon2id parameters (Password Storage Cheat Sheet): 19 MiB of memory, 2 iterations,
 * 1 lane. The PHC string stores them with the hash, so raising them later only needs new hashes.
 */
const ARGON2ID = {
  algorithm: ARGON2ID_ALGORITHM,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// Verified against when the username is unknown, so a wrong username costs exactly as long as a
// wrong password and the answer's timing says nothing about which accounts exist.
const decoyHash = hashPassword('rabbithole decoy password, never anyone’s');

/**
 * True when `password` matches `storedHash`. With no stored hash (unknown user, or an account
 * that signs in only with Google or Apple) it still spends one verification and answers false.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500 that hints at the account.
    return false;
  }
}
