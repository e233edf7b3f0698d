import { describe, expect, it } from 'vitest';
import { createCpuLane } from './cpu-lane';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the offline engine’s image lane', () => {
  it('runs image work one task at a time, in the order it came', async () => {
    const lane = createCpuLane();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name} starts`);
      await pause(ms);
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      lane(task('first', 30)),
      lane(task('second', 5)),
      lane(task('third', 1)),
    ]);
    expect(results).toEqual(['first', 'second', 'third']);
    expect(log).toEqual([
      'first starts',
      'first ends',
      'second starts',
      'second ends',
      'third starts',
      'third ends',
    ]);
  });

  it('goes on after a failed task, and does not start one whose job was cancelled while it waited', async () => {
    const lane = createCpuLane();
    const cancelled = new AbortController();
    let started = false;
    const failing = lane(async () => {
      await pause(10);
      throw new Error('broken photo');
    });
    const skipped = lane(async () => {
      started = true;
      return 'never';
    }, cancelled.signal);
    cancelled.abort();
    const after = lane(async () => 'next');
    await expect(failing).rejects.toThrow('broken photo');
    await expect(skipped).rejects.toMatchObject({ code: 'engine.aborted' });
    expect(started).toBe(false);
    await expect(after).resolves.toBe('next');
  });
});
