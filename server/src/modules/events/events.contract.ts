import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus, LiveEvent } from './events.port';

/**
 * The behaviour every event bus adapter must have, seen from one process.
 * Adapters that span processes (postgres) add their own cross-process tests beside this suite.
 */
export function runEventBusContractTests(name: string, makeBus: () => Promise<EventBus> | EventBus): void {
  describe(`event bus contract: ${name}`, () => {
    let bus: EventBus;
    beforeEach(async () => {
      bus = await makeBus();
    });
    afterEach(async () => {
      await bus.close();
    });

    it('delivers a published event once to every local subscriber', async () => {
      const first = collect(bus);
      const second = collect(bus);
      await bus.publish({ topics: ['credits', 'ideation:abc'], userId: 'user-1' });
      await bus.publish({ topics: ['announcements'] });
      await settle();
      const expected = [
        { topics: ['credits', 'ideation:abc'], userId: 'user-1' },
        { topics: ['announcements'] },
      ];
      expect(first.events).toEqual(expected);
      expect(second.events).toEqual(expected);
    });

    it('stops delivering to a subscriber that unsubscribed, and counts subscribers', async () => {
      expect(bus.subscriberCount()).toBe(0);
      const kept = collect(bus);
      const dropped = collect(bus);
      expect(bus.subscriberCount()).toBe(2);
      dropped.unsubscribe();
      dropped.unsubscribe();
      expect(bus.subscriberCount()).toBe(1);
      await bus.publish({ topics: ['credits'] });
      await settle();
      expect(kept.events).toHaveLength(1);
      expect(dropped.events).toHaveLength(0);
    });

    it('keeps delivering to the others when one subscriber throws', async () => {
      bus.subscribe(() => {
        throw new Error('broken tab');
      });
      const healthy = collect(bus);
      await bus.publish({ topics: ['credits'] });
      await settle();
      expect(healthy.events).toEqual([{ topics: ['credits'] }]);
    });

    it('hands each subscriber its own copy of the topics', async () => {
      bus.subscribe((event) => event.topics.push('mutated'));
      const other = collect(bus);
      const topics = ['credits'];
      await bus.publish({ topics });
      await settle();
      expect(other.events).toEqual([{ topics: ['credits'] }]);
      expect(topics).toEqual(['credits']);
    });

    it('refuses to publish after close and drops its subscribers', async () => {
      collect(bus);
      await bus.close();
      expect(bus.subscriberCount()).toBe(0);
      await expect(bus.publish({ topics: ['credits'] })).rejects.toThrow();
    });
  });
}

/** Records what a subscriber receives. */
export function collect(bus: EventBus): { events: LiveEvent[]; unsubscribe: () => void } {
  const events: LiveEvent[] = [];
  const unsubscribe = bus.subscribe((event) => events.push(event));
  return { events, unsubscribe };
}

/** Lets deliveries scheduled on the event loop (if an adapter defers them) happen. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
