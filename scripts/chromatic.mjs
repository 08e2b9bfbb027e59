// `npm run chromatic`: publishes the Storybook to Chromatic for hosted review. Optional: nothing
// in `npm test` needs it (visual regression runs offline in visual/). Without a project token it
// says so in one line and exits 0, so a pipeline without the secret (a fork, a local run) passes.
import { run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published.');
  process.exit(0);
}

// Chromatic reads the token from the environment and builds Storybook with `npm run
// build-storybook`; extra arguments pass through (e.g. `npm run chromatic -- --only-changed`).
process.exit(await run('npx', ['chromatic', '--exit-zero-on-changes', ...process.argv.slice(2)]));
