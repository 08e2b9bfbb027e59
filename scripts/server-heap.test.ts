import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAGS } from '../packages/test-support/src/spawn-server.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

// The tests and the benchmarks start the server with SERVER_HEAP_FLAGS; what they measure is
// what `npm start` and the documented production commands run only while all say the same.
describe('the server heap flags', () => {
  it('are the ones npm start gives', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: { start: string } };
    expect(scripts.start).toBe(`exec node ${SERVER_HEAP_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it("are in every production command in README's Running in production", () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Running in production'));
    const commands = section.split('\n').filter((line) => line.includes('scripts/start.mjs'));
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const command of commands)
      for (const flag of SERVER_HEAP_FLAGS) expect(command, command).toContain(flag);
  });
});
