import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const lockFileName = 'roomcraft.lock';

interface LockContent {
  pid: number;
  startedAt: string;
  token: string;
}

/** Thrown when a live process holds DATA_DIR; main prints the message and exits 1. */
export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another Roomcraft process (pid ${pid}) is using ${dataDir}. Stop it, or point DATA_DIR somewhere else.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

// Locks this process holds, so a lockfile naming our own pid from an earlier incarnation (containers
// restart as pid 1 every time) is recognised as stale instead of blocking start-up forever.
const heldTokens = new Set<string>();

function readLock(file: string): LockContent | undefined {
  try {
    const content = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof content.pid === 'number' && typeof content.token === 'string'
      ? (content as LockContent)
      : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A recycled pid (after a reboot or container restart) usually belongs to something that is not node.
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync(cmdline)) {
    try {
      return /node|bun|deno/.test(readFileSync(cmdline, 'utf8'));
    } catch {
      return true;
    }
  }
  return true;
}

function isHeldByLiveProcess(lock: LockContent): boolean {
  if (lock.pid === process.pid) return heldTokens.has(lock.token);
  return isProcessAlive(lock.pid);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes `DATA_DIR/roomcraft.lock` exclusively (O_EXCL), because two processes on one PGlite directory
 * corrupt it silently. A lock left by a dead process is taken over; a live holder raises DataDirLockedError.
 * Released by `release()` and, as a fallback, when the process exits.
 */
export function acquireDataDirLock({ dataDir }: { dataDir: string }): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, lockFileName);
  const mine: LockContent = { pid: process.pid, startedAt: new Date().toISOString(), token: randomUUID() };

  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o644 });
      heldTokens.add(mine.token);
      const release = () => {
        process.off('exit', release);
        heldTokens.delete(mine.token);
        if (readLock(file)?.token === mine.token) unlinkSync(file);
      };
      process.on('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = readLock(file);
    if (!holder) {
      // Either being written right now by a starting process, or a torn file from a crash: look again.
      sleep(100);
      holder = readLock(file);
    }
    if (holder && isHeldByLiveProcess(holder)) throw new DataDirLockedError(holder.pid, dataDir);
    // Stale. Re-read just before removing so we do not delete a lock another starter has just taken.
    const current = readLock(file);
    if (current?.token === holder?.token) {
      try {
        unlinkSync(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing. Is another process starting?`);
}
