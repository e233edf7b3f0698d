import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the part of Stripe's wire format we use (form-encoded requests, JSON
 * answers, idempotency keys), so the real `stripe` SDK can be tested offline. Every request is recorded
 * with its decoded form fields (`line_items[0][price_data][unit_amount]` style keys).
 */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Flat form fields exactly as the SDK encoded them. */
  form: Record<string, string>;
}

export interface StripeTestServer {
  url: string;
  requests: RecordedStripeRequest[];
  /** The next request gets this Stripe error answer instead. */
  failNext(error: { status: number; type?: string; message?: string }): void;
  close(): Promise<void>;
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const requests: RecordedStripeRequest[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let pendingFailure: { status: number; type?: string; message?: string } | undefined;
  let counter = 0;

  const answer = (request: RecordedStripeRequest): { status: number; body: unknown } => {
    if (pendingFailure) {
      const failure = pendingFailure;
      pendingFailure = undefined;
      return {
        status: failure.status,
        body: { error: { type: failure.type ?? 'api_error', message: failure.message ?? 'Test failure' } },
      };
    }
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      counter += 1;
      const id = `cs_test_${String(counter).padStart(6, '0')}`;
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.client_reference_id ?? null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          metadata: Object.fromEntries(
            Object.entries(form)
              .filter(([key]) => key.startsWith('metadata['))
              .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
          ),
        },
      };
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscription) {
      const id = decodeURIComponent(subscription[1] ?? '');
      if (method === 'POST') {
        return {
          status: 200,
          body: {
            id,
            object: 'subscription',
            status: 'active',
            cancel_at_period_end: form.cancel_at_period_end === 'true',
          },
        };
      }
      if (method === 'DELETE')
        return { status: 200, body: { id, object: 'subscription', status: 'canceled' } };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const recorded: RecordedStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        form,
      };
      requests.push(recorded);
      const key = req.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${recorded.method} ${recorded.path} ${key}` : undefined;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      const result = cached ?? answer(recorded);
      if (cacheKey && !cached && result.status < 500) idempotent.set(cacheKey, result);
      res.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': `req_test_${requests.length}`,
        ...(cached ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(error) {
      pendingFailure = error;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
