import type { BaseLogger } from 'pino';
import type { LiveEvent, LiveEventListener } from '../events.port';

/** The local half of every bus: listeners of this process, each isolated from the others' failures. */
export function createListenerSet({ logger }: { logger: BaseLogger }) {
  const listeners = new Set<LiveEventListener>();
  return {
    add(listener: LiveEventListener): () => void {
      // Wrapped so that subscribing the same function twice yields two independent subscriptions.
      const entry: LiveEventListener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    deliver(event: LiveEvent): void {
      for (const listener of [...listeners]) {
        try {
          // A copy each, so a listener that changes its event cannot change what the next one sees.
          listener({ ...event, topics: [...event.topics] });
        } catch (error) {
          // One broken stream must not keep the event from the others.
          logger.error({ err: error }, 'live event listener failed');
        }
      }
    },
    count: () => listeners.size,
    clear: () => listeners.clear(),
  };
}
