import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data directory corrupt it. We take an
 * O_EXCL lock file holding our pid and process start time; a lock whose owner is gone (kill -9,
 * power loss) or whose pid now belongs to another process is stale and taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Rabbithole process (pid ${pid}). ` +
        'Stop that process, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

const LOCK_FILE = 'rabbithole.lock';

interface Owner {
  pid: number;
  started: string | null;
}

/** The kernel's start time of a process (field 22 of /proc/<pid>/stat); null off Linux. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the pid exists but belongs to another user, so it is not a dead owner.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A recycled pid is alive but is not our owner.
  return owner.started === null || owner.started === startTimeOf(owner.pid);
}

function readOwner(path: string): Owner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed) {
      const { pid, started } = parsed as { pid: unknown; started?: unknown };
      if (typeof pid === 'number' && Number.isInteger(pid) && pid > 0) {
        return { pid, started: typeof started === 'string' ? started : null };
      }
    }
  } catch {
    // Unreadable or half-written: the writer died between open and write.
  }
  return null;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: Owner = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner && owner.pid !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner.pid);
      }
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    // Two processes that both removed the same stale lock race on the create; only the one whose
    // pid is in the file afterwards holds the lock.
    const holder = readOwner(path);
    if (holder?.pid !== process.pid) {
      if (holder) throw new DataDirLockedError(dataDir, holder.pid);
      continue;
    }
    let released = false;
    return {
      path,
      release() {
        if (released) return;
        released = true;
        if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
      },
    };
  }
  throw new Error(
    `Could not take the lock ${path}; remove it if no Rabbithole process is running.`,
  );
}
