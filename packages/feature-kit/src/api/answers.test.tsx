import { createUser, listSets, routes } from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiContractError, ApiError } from './ApiError.ts';
import { createApiClient } from './client.ts';

// In Chromium, where the client's answer checks run in a worker (answerChecks.ts) and every
// verdict crosses back to the page: client.test.ts has them in place, in Node.

/** A client whose every call is answered with this status and body. */
function answering(status: number, body: unknown) {
  return createApiClient({
    baseUrl: 'http://localhost',
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  });
}

const emptyPage = { data: [], pagination: { offset: 0, count: 0, total: 0 } };

describe('answer checks in the browser', () => {
  it('hand over an answer the contract allows, as its schema parses it', async () => {
    await expect(answering(200, emptyPage).request(listSets)).resolves.toEqual(emptyPage);
    // A route (method and path only) names the same endpoint.
    await expect(answering(200, emptyPage).request(routes.listSets)).resolves.toEqual(emptyPage);
  });

  it('refuse an answer the contract does not allow, saying what is wrong with it', async () => {
    const error = await answering(200, { data: 'nope' })
      .request(listSets)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toMatch(/data/);
  });

  it('refuse a success status other than the one the endpoint declares', async () => {
    const error = await answering(200, { id: 1 })
      .request(createUser, {
        body: {
          username: 'digger',
          email: 'digger@example.com',
          password: 'a long password',
          about_me: '',
          auth_provider: 'web_client',
        },
      })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toMatch(/status 200, where it declares 201/);
  });

  it("read an error body in design.md's shape into the error", async () => {
    const error = await answering(404, {
      code: 404,
      message: 'Not Found',
      description: 'No set with that id.',
    })
      .request(listSets)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, description: 'No set with that id.' });
  });
});
