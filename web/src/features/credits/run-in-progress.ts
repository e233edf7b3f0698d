import { useEffect, useSyncExternalStore } from 'react';

/**
 * Runs in progress (an ideation or a generation, from the click on Generate until its result is in).
 * Starting one spends credits, and the balance that drops under the threshold used to open the low-credit
 * modal right over the run the user had just started; the modal waits for this count to reach zero.
 */
let running = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  running += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * How long a run stays counted after its marker goes away. A run is handed from the component that
 * started it (the Generate button's request) to the one that follows its progress (mounted after the
 * navigation to `?ideation=`); without this grace the count touched zero in between and the modal
 * flashed over the run that had just started.
 */
export const runHandOverMs = 1500;

/** Marks a run in progress while `active` is true (and the component is mounted). */
export function useRunInProgress(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    change(1);
    return () => {
      setTimeout(() => change(-1), runHandOverMs);
    };
  }, [active]);
}

/** Whether any run is in progress now. */
export function useAnyRunInProgress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => running > 0,
    () => false,
  );
}
