import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The spec's lazy landing sections: shown once within 150 px of the viewport, 10 % visible. */
export const lazySectionObserverOptions: IntersectionObserverInit = { rootMargin: '150px', threshold: 0.1 };

/**
 * A landing section that renders its content only when the visitor scrolls near it (docs/spec §2, home),
 * keeping the first paint to the hero. Until then a placeholder of `minHeight` (or the `placeholder` given)
 * holds its place so the page does not jump. The server and the hydrating render both show the placeholder
 * (ADR 025). `eager` shows the content at once (and for good). Without IntersectionObserver (old browsers)
 * the content shows at once.
 */
export function LazySection({
  label,
  minHeight,
  placeholder: placeholderContent,
  eager = false,
  children,
}: {
  label: string;
  minHeight: number;
  placeholder?: ReactNode;
  eager?: boolean;
  children: ReactNode;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(eager);
  // Once shown, the content stays: hiding it again would unmount it and lose its state.
  if (eager && !visible) setVisible(true);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing to observe with: show the content on the next frame rather than never.
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    }, lazySectionObserverOptions);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (visible) return <>{children}</>;
  return (
    <div ref={placeholder} data-lazy-section={label} aria-busy="true" style={{ minHeight }}>
      {placeholderContent}
    </div>
  );
}
