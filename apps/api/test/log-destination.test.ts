import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { batchedLines } from '../src/log-destination.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

let cleanup: (() => void) | null = null;

afterEach(() => {
  cleanup?.();
  cleanup = null;
});

/** A log file opened for writing, as stdout would be, and a way to read what reached it. */
function logFile() {
  const dir = mkdtempSync(join(tmpdir(), 'rabbithole-log-'));
  const path = join(dir, 'out.log');
  const fd = openSync(path, 'w');
  cleanup = () => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  };
  return { fd, written: () => readFileSync(path, 'utf8') };
}

describe('batchedLines', () => {
  it('writes the lines of one event-loop turn together, in order, when the turn ends', async () => {
    const { fd, written } = logFile();
    const destination = batchedLines(fd);
    destination.write('{"msg":"one"}\n');
    destination.write('{"msg":"twö"}\n');
    expect(written()).toBe('');

    await turn();
    expect(written()).toBe('{"msg":"one"}\n{"msg":"twö"}\n');

    destination.write('{"msg":"three"}\n');
    await turn();
    expect(written()).toBe('{"msg":"one"}\n{"msg":"twö"}\n{"msg":"three"}\n');
  });

  it('writes what is pending at once when flushed, as at exit', () => {
    const { fd, written } = logFile();
    const destination = batchedLines(fd);
    destination.write('{"msg":"last words"}\n');
    destination.flush();
    expect(written()).toBe('{"msg":"last words"}\n');
  });
});
