import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { waitFor } from '../../test/wait';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then stops listening and closes the queue and database', async () => {
    const { app, deps, close } = await createTestApp();
    let started = 0;
    const order: string[] = [];
    // Recorded on the server when the response has been sent: the client's own promise may resolve after
    // the (fast) rest of the shutdown, so it cannot tell the order.
    app.addHook('onResponse', async (request) => {
      if (request.url === '/api/test/slow-export') order.push('request answered');
    });
    app.get('/api/test/slow-export', async () => {
      started += 1;
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { exported: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${url}/api/test/slow-export`);
    await waitFor(() => started === 1, { what: 'the slow request to start' });

    deps.lifecycle.onShutdown({ name: 'event streams', close: () => void order.push('streams closed') });
    const shutdown = deps.lifecycle.shutdown('SIGTERM').then(() => order.push('shutdown done'));

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ exported: true });

    await shutdown;
    expect(order).toEqual(['streams closed', 'request answered', 'shutdown done']);
    expect(deps.queue.isStarted).toBe(false);
    await expect(deps.database.ping()).rejects.toThrow();
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    await close();
  });
});
