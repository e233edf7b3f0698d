import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/render-app';
import { LiveClient } from './live.client';
import { liveRefetchInterval } from './live.queries';

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  FakeEventSource.instances = [];
  const client = new LiveClient({ queryClient, createEventSource: (url) => new FakeEventSource(url) });
  const statuses: string[] = [];
  client.subscribe(() => statuses.push(client.getStatus()));
  return { client, invalidate, statuses };
}

describe('live updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one stream to /api/events and is live once the server says ready', () => {
    const { client } = setup();
    client.start();
    client.start();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/events');
    expect(client.getStatus()).toBe('connecting');
    FakeEventSource.latest().emit('ready', { tabId: 'tab-1' });
    expect(client.getStatus()).toBe('live');
    expect(client.tabId).toBe('tab-1');
  });

  it('invalidates the query key of every topic of an invalidate event', () => {
    const { client, invalidate } = setup();
    client.start();
    FakeEventSource.latest().emit('ready', { tabId: 't' });
    FakeEventSource.latest().emit('invalidate', { topics: ['credits', 'ideation:abc', 'dev-mailbox'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['credits'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['ideation', 'abc'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dev-mailbox'] });
  });

  it('fetches again a query whose first fetch was still waiting when its invalidate event came', async () => {
    vi.useRealTimers();
    const queryClient = new QueryClient();
    FakeEventSource.instances = [];
    const client = new LiveClient({ queryClient, createEventSource: (url) => new FakeEventSource(url) });
    client.start();
    FakeEventSource.latest().emit('ready', { tabId: 't' });
    // The server answers the page's first read with what it had before the change (90 %), the next
    // with the finished room.
    const answers: Array<(value: string) => void> = [];
    const queryFn = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
    const observer = new QueryObserver(queryClient, { queryKey: ['rooms', 'r1'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    FakeEventSource.latest().emit('invalidate', { topics: ['rooms:r1'] });
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    answers[0]!('90 %');
    answers[1]!('finished');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('finished'));
    unsubscribe();
  });

  it('ignores malformed events', () => {
    const { client, invalidate } = setup();
    client.start();
    FakeEventSource.latest().emit('invalidate', 'not json');
    FakeEventSource.latest().emit('invalidate', { topics: [] });
    FakeEventSource.latest().emit('invalidate', { topics: ['Bad Topic!'] });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('goes down on error, reconnects with the spec back-off, and refreshes everything once back', () => {
    const { client, invalidate, statuses } = setup();
    client.start();
    const first = FakeEventSource.latest();
    first.fail();
    expect(first.closed).toBe(true);
    expect(client.getStatus()).toBe('down');

    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(client.getStatus()).toBe('down');

    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    FakeEventSource.latest().emit('ready', { tabId: 't2' });
    expect(client.getStatus()).toBe('live');
    expect(invalidate).toHaveBeenCalledWith();
    expect(statuses).toEqual(['down', 'live']);
  });

  it('gives up after 3 retries while signed out, and starts again on reconnect', () => {
    const { client } = setup();
    client.setSignedIn(false);
    client.start();
    for (const wait of [1000, 2000, 4000]) {
      FakeEventSource.latest().fail();
      vi.advanceTimersByTime(wait);
    }
    expect(FakeEventSource.instances).toHaveLength(4);
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(4);
    expect(client.getStatus()).toBe('down');
    client.setSignedIn(true);
    client.reconnect();
    expect(FakeEventSource.instances).toHaveLength(5);
  });

  it('stops reconnecting when stopped', () => {
    const { client } = setup();
    client.start();
    FakeEventSource.latest().fail();
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('polls live queries every 2 s only while the stream is down', () => {
    expect(liveRefetchInterval('down')).toBe(2000);
    expect(liveRefetchInterval('live')).toBe(false);
    expect(liveRefetchInterval('connecting')).toBe(false);
  });
});
