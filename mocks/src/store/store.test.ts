import {
  ErrorBodySchema,
  listSets,
  SetsPageSchema,
  SetSummarySchema,
  urlOf,
  validationErrorBody,
  type SetSummary,
} from '@rabbithole/api-contract';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SET_FIXTURES, makeSet } from '../fixtures/sets.ts';
import { errorResponse } from '../handlers/errors.ts';
import { handlerFor, mockDb, mockServer, renameSet, resetMockStore, withAuth } from '../node.ts';

const renameHandler = handlerFor(renameSet, ({ params, body }) => {
  return mockDb.sets.update(params.id, { set_name: body.set_name }) ?? errorResponse(404);
});

const origin = 'http://localhost';

function rename(id: number | string, body: unknown, token: string | null = 'listener-1') {
  return fetch(urlOf(renameSet, { params: { id } }, origin), {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function search(text: string) {
  const response = await fetch(urlOf(listSets, { query: { search: text } }, origin));
  return SetsPageSchema.parse(await response.json()).data;
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockStore();
  mockServer.use(renameHandler);
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('the mock store', () => {
  it('shows a write to the next read', async () => {
    const response = await rename(7, { set_name: 'Renamed In Test' });
    expect(response.status).toBe(200);
    expect(SetSummarySchema.parse(await response.json()).set_name).toBe('Renamed In Test');
    expect((await search('renamed in test')).map((set) => set.id)).toEqual([7]);
  });

  it('is back to its fixtures after a reset, and the fixtures were never touched', async () => {
    await rename(7, { set_name: 'Renamed In Test' });
    resetMockStore();
    expect(await search('renamed in test')).toEqual([]);
    expect(mockDb.sets.get(7)).toEqual(SET_FIXTURES[6]);
    expect(SET_FIXTURES[6]!.set_name).not.toBe('Renamed In Test');
  });

  it('starts tables from other rows when asked', () => {
    resetMockStore({ sets: [makeSet({ id: 3 })] });
    expect(mockDb.sets.all().map((set) => set.id)).toEqual([3]);
    resetMockStore();
    expect(mockDb.sets.all()).toHaveLength(SET_FIXTURES.length);
  });

  it('gives inserts the next id and refuses rows the contract forbids', () => {
    const unsaved: Partial<SetSummary> = makeSet();
    delete unsaved.id;
    expect(mockDb.sets.insert(unsaved as Omit<SetSummary, 'id'>).id).toBe(SET_FIXTURES.length + 1);
    expect(() => mockDb.sets.update(1, { likes: -1 })).toThrow();
    expect(() => mockDb.sets.insert(makeSet({ id: 1 }))).toThrow(/exists already/);
    expect(mockDb.sets.remove(1)).toBe(true);
    expect(mockDb.sets.get(1)).toBeUndefined();
  });
});

describe('handlerFor', () => {
  it('answers 401 in the error shape to a bearer endpoint called without a token', async () => {
    const response = await rename(7, { set_name: 'X' }, null);
    expect(response.status).toBe(401);
    expect(ErrorBodySchema.parse(await response.json())).toMatchObject({
      code: 401,
      message: 'Unauthorized',
    });
    expect(mockDb.sets.get(7)?.set_name).toBe(SET_FIXTURES[6]!.set_name);
  });

  it('validates params and body with the endpoint’s schemas, as the server does', async () => {
    const badParams = await rename('seven', { set_name: 'X' });
    expect(badParams.status).toBe(422);
    expect(
      Object.keys(((await badParams.json()) as { errors: { params: object } }).errors.params),
    ).toEqual(['id']);

    const badBody = await rename(7, { set_name: '' });
    expect(badBody.status).toBe(422);
    expect(await badBody.json()).toEqual(
      validationErrorBody('json', {
        set_name: ['Too small: expected string to have >=1 characters'],
      }),
    );

    const notJson = await rename(7, '{');
    expect(notJson.status).toBe(400);
  });

  it('refuses to send a success answer the contract does not allow', async () => {
    // MSW reports the thrown mismatch on the console; keep it out of the test output.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(handlerFor(renameSet, () => ({ id: 7 }) as never));
    const response = await rename(7, { set_name: 'X' });
    expect(response.status).toBe(500);
    expect(String(report.mock.calls.flat())).toMatch(/mock of renameSet answered outside/);
    report.mockRestore();
  });
});

describe('withAuth', () => {
  it('answers 401 before the resolver runs, and hands it the token otherwise', async () => {
    const tokens: string[] = [];
    mockServer.use(
      http.get(
        `${origin}/private`,
        withAuth(({ token }) => {
          tokens.push(token);
          return HttpResponse.json({ ok: true });
        }),
      ),
    );
    expect((await fetch(`${origin}/private`)).status).toBe(401);
    const signedIn = await fetch(`${origin}/private`, { headers: { Authorization: 'Bearer abc' } });
    expect(signedIn.status).toBe(200);
    expect(tokens).toEqual(['abc']);
  });
});
