import { setupServer } from 'msw/node';
import { handlers } from './index.ts';

export * from './index.ts';
export { removeSet, renameSet } from './testing/write-endpoints.ts';

/**
 * An msw/node server answering like a populated API. A test file starts it and resets both its
 * answers and its data around every test:
 *
 *   beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
 *   beforeEach(() => resetMockStore());
 *   afterEach(() => mockServer.resetHandlers());
 *   afterAll(() => mockServer.close());
 *
 * and swaps answers with `mockServer.use(...setsHandlers.error)`.
 */
export const mockServer = setupServer(...handlers);
