import { setupServer } from 'msw/node';
import { handlers } from './index.ts';

export * from './index.ts';

/**
 * An msw/node server answering like a populated API. Tests start it in `beforeAll`, swap answers
 * with `mockServer.use(...setsHandlers.error)`, and `resetHandlers()` after each test.
 */
export const mockServer = setupServer(...handlers);
