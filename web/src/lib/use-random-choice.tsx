import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * One of `options`, picked at random once per mount, for the texts the spec varies per visit (the start
 * button's label, the hero's prefix, the login greeting). The server render and the hydrating render
 * show `options[0]`, the same text the build prerendered, so the app takes over the prerendered page
 * without a mismatch (ADR 025); React swaps in the random pick right after. A page rendered in the
 * browser from scratch shows the random pick at once.
 */
export function useRandomChoice<T>(options: readonly T[], random: () => number = Math.random): T {
  const [picked] = useState(() => Math.min(options.length - 1, Math.floor(random() * options.length)));
  const index = useSyncExternalStore(
    noSubscription,
    () => picked,
    () => 0,
  );
  return options[index] ?? options[0]!;
}

/**
 * The random pick as a text of its own: the re-render that swaps in the pick right after hydration is
 * synchronous (React renders external-store changes at once), so it should cover this text alone, not the
 * header, hero or page around it (ADR 054).
 */
export function RandomChoice({ options }: { options: readonly string[] }) {
  return useRandomChoice(options);
}
