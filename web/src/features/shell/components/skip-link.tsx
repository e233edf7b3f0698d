/** First focusable element of every layout: jumps past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-primary px-4 py-3 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
