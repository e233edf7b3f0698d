import { vi } from 'vitest';

/**
 * Makes every IntersectionObserver report its target in view at once: the visitor has scrolled to the
 * lazy sections (the test environment's default observer never fires). Undo with `vi.unstubAllGlobals()`.
 */
export function stubEverythingInView(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.callback([{ isIntersecting: true }]);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
