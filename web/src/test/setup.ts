import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The signed-in layout, the top bar's menus and the home studio load lazily (ADR 021): the first test of a
// file imports them on first use, which takes longer than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks a few browser APIs that Radix primitives and our hooks touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// Embla (carousels) watches slides with an IntersectionObserver.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
// react-compare-slider registers a CSS custom property for its handle; jsdom has no CSS.registerProperty.
if (typeof CSS !== 'undefined' && typeof CSS.registerProperty !== 'function') {
  Object.assign(CSS, { registerProperty: () => undefined });
}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
// input-otp looks for password-manager badges at a point of the page.
document.elementFromPoint ??= () => null;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
