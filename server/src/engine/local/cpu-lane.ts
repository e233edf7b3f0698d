import { throwIfAborted } from '../engine-errors';

/**
 * Runs tasks one at a time, in the order they came. The offline engine's image work is JavaScript on
 * the process's one thread: two renders started together interleave and both finish at the time the
 * second would have finished alone, so a user waits longer for a first image and no image comes sooner.
 * Queued, the first comes at once and the rest no later (measured: ADR 063). A task whose signal was
 * aborted while it waited is not started.
 */
export function createCpuLane() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const result = tail.then(() => {
      throwIfAborted(signal);
      return task();
    });
    tail = result.catch(() => undefined);
    return result;
  };
}
