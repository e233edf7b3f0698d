import { createRequire } from 'node:module';
import type * as OpenCv from '@techstark/opencv-js';

export type Cv = typeof OpenCv;

const require = createRequire(import.meta.url);
let loading: Promise<void> | null = null;
let module: Cv | null = null;

/**
 * OpenCV.js, initialised once per process (~0.25 s). The module object has a `.then`, so awaiting it
 * or returning it from an async function never settles (stack notes): we wait for
 * `onRuntimeInitialized` and hand it out wrapped in a plain object.
 */
export async function loadOpenCv(): Promise<{ cv: Cv }> {
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      try {
        const cv = require('@techstark/opencv-js') as Cv & {
          onRuntimeInitialized?: () => void;
          Mat?: unknown;
        };
        const done = () => {
          module = cv;
          resolve();
        };
        if (typeof cv.Mat === 'function') done();
        else cv.onRuntimeInitialized = done;
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
  await loading;
  if (!module) throw new Error('OpenCV.js did not initialise');
  return { cv: module };
}

/** Deletes OpenCV matrices (they live in the WASM heap and are not garbage collected). */
export function release(...mats: Array<{ delete(): void } | null | undefined>): void {
  for (const mat of mats) mat?.delete();
}
