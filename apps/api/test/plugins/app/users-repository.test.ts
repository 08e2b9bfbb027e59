import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserConflictError } from '../../../src/plugins/app/users/users-repository.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none', adminUsers: ['Boss'] });
});

afterAll(async () => {
  await testApp.close();
});

const newUser = (username: string, email: string) => ({
  username,
  email,
  passwordHash: null,
  authProvider: 'internal',
});

describe('app.usersRepository', () => {
  it('finds usernames and e-mails whatever their case', async () => {
    const users = testApp.app.usersRepository;
    const row = await users.create(newUser('MixedCase', 'Mixed@Example.test'));
    expect((await users.findByUsername('mixedcase'))?.id).toBe(row.id);
    expect((await users.findByEmail('mixed@example.TEST'))?.id).toBe(row.id);
    expect(await users.findByUsername('mixed')).toBeNull();
  });

  it('names every taken field, whatever the case', async () => {
    const users = testApp.app.usersRepository;
    await users.create(newUser('Taken', 'taken@example.test'));
    const conflict = (username: string, email: string) =>
      users.create(newUser(username, email)).then(
        () => null,
        (error: unknown) => (error instanceof UserConflictError ? error.fields : error),
      );
    expect(await conflict('TAKEN', 'free@example.test')).toEqual(['username']);
    expect(await conflict('free', 'TAKEN@example.test')).toEqual(['email']);
    expect((await conflict('taken', 'Taken@Example.test')) as string[]).toEqual(
      expect.arrayContaining(['username', 'email']),
    );
  });

  it('lets exactly one of two racing registrations of one name through', async () => {
    const users = testApp.app.usersRepository;
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        users.create(newUser(`Racer`, `racer${index}@example.test`)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect(result.reason).toBeInstanceOf(UserConflictError);
      expect((result.reason as UserConflictError).fields).toEqual(['username']);
    }
  });

  it('links a Firebase uid, setting the provider only when the account had none', async () => {
    const users = testApp.app.usersRepository;
    const password = await users.create({ ...newUser('Linked', 'linked@example.test') });
    const linked = await users.linkFirebaseUid(password.id, 'uid-1', 'google');
    expect(linked).toMatchObject({ firebase_uid: 'uid-1', auth_provider: 'internal' });
    const bare = await users.create({
      ...newUser('Bare', 'bare@example.test'),
      authProvider: null,
    });
    expect(await users.linkFirebaseUid(bare.id, 'uid-2', 'apple')).toMatchObject({
      auth_provider: 'apple',
    });
    expect(await users.linkFirebaseUid(bare.id, 'uid-3', 'google')).toMatchObject({
      firebase_uid: 'uid-3',
      auth_provider: 'apple',
    });
    await expect(users.linkFirebaseUid(password.id, 'uid-3', 'google')).rejects.toEqual(
      new UserConflictError(['firebase_uid']),
    );
    expect(await users.linkFirebaseUid(999_999, 'uid-4', 'google')).toBeNull();
  });

  it('gives the contract user: admin for ADMIN_USERS, and never the hash', async () => {
    const users = testApp.app.usersRepository;
    const boss = await users.create({ ...newUser('boss', 'boss@example.test'), passwordHash: 'x' });
    const user = users.toUser(boss);
    expect(user).toEqual({
      id: boss.id,
      username: 'boss',
      email: 'boss@example.test',
      about_me: '',
      avatar_url: null,
      auth_provider: 'internal',
      firebase_uid: null,
      is_firebase_user: false,
      role: 'admin',
    });
    await users.setPasswordHash(boss.id, 'y');
    expect((await users.findById(boss.id))?.password_hash).toBe('y');
  });
});
