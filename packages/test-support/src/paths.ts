import { fileURLToPath } from 'node:url';

/** The repository root: the real server is started from here, as `npm start` starts it. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
