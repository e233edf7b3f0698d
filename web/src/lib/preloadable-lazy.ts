import { createElement, lazy, type ComponentType } from 'react';

const preloaders = new Set<() => Promise<void>>();

/**
 * `React.lazy` that the build-time prerenderer can load ahead (ADR 021): once `preloadLazyParts()` has
 * resolved, the part renders at once instead of suspending. In the browser nothing preloads it, so it
 * behaves exactly like `lazy` (its own chunk, loaded on first render; hydration keeps the server markup
 * until then).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  let loaded: T | undefined;
  const Lazy = lazy(load);
  preloaders.add(async () => {
    loaded = (await load()).default;
  });
  const Preloadable = (props: Record<string, unknown>) =>
    createElement((loaded ?? Lazy) as ComponentType<Record<string, unknown>>, props);
  return Preloadable as unknown as T;
}

/** Loads every preloadable lazy part (the prerenderer, before it renders). */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all([...preloaders].map((preload) => preload()));
}
