import type { BaseLogger } from 'pino';
import type { EventBus } from '../events.port';
import { createListenerSet } from './listener-set';

/** The embedded default: PGlite mode runs one process, so publishing is calling the local listeners. */
export function createInProcessEventBus({ logger }: { logger: BaseLogger }): EventBus {
  const listeners = createListenerSet({ logger });
  let isClosed = false;
  return {
    async publish(event) {
      if (isClosed) throw new Error('The event bus is closed');
      listeners.deliver(event);
    },
    subscribe: (listener) => listeners.add(listener),
    subscriberCount: () => listeners.count(),
    async close() {
      isClosed = true;
      listeners.clear();
    },
  };
}
