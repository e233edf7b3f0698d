import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName } from './lockfile';

describe('the DATA_DIR lock', () => {
  const dirs: string[] = [];
  const tempDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'roomcraft-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is exclusive while held, names the holder, and is free again after release', () => {
    const dataDir = tempDataDir();
    const lock = acquireDataDirLock({ dataDir });
    expect(JSON.parse(readFileSync(join(dataDir, lockFileName), 'utf8')).pid).toBe(process.pid);

    expect(() => acquireDataDirLock({ dataDir })).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock({ dataDir })).toThrow(
      `Another Roomcraft process (pid ${process.pid}) is using ${dataDir}. Stop it, or point DATA_DIR somewhere else.`,
    );

    lock.release();
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
    acquireDataDirLock({ dataDir }).release();
  });

  it('takes over a lock left behind by a process that died', () => {
    const dataDir = tempDataDir();
    // A real pid that is certainly dead: a child that has already exited.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(
      join(dataDir, lockFileName),
      JSON.stringify({ pid: deadPid, startedAt: new Date().toISOString(), token: 'old' }),
    );
    const lock = acquireDataDirLock({ dataDir });
    expect(JSON.parse(readFileSync(join(dataDir, lockFileName), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming this very pid from an earlier run (a restarted container)', () => {
    const dataDir = tempDataDir();
    writeFileSync(
      join(dataDir, lockFileName),
      JSON.stringify({ pid: process.pid, startedAt: new Date(0).toISOString(), token: 'previous-run' }),
    );
    acquireDataDirLock({ dataDir }).release();
  });

  it('takes over a torn, unreadable lock file', () => {
    const dataDir = tempDataDir();
    writeFileSync(join(dataDir, lockFileName), '{"pid": 12');
    acquireDataDirLock({ dataDir }).release();
  });
});
