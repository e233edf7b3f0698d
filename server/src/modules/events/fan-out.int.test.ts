import { eventRoutes } from '@roomcraft/contracts/events';
import { accountRoutes } from '@roomcraft/contracts/accounts';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../../test/postgres-server';
import { spawnTs, type TestProcess } from '../../../test/process';
import { openSseReader } from './events.test-support';

// Two real server processes (ROLE=web) on one PostgreSQL database: an event published through one must
// reach a tab connected to the other (LISTEN/NOTIFY fan-out, ADR 006). Needs PostgreSQL: TEST_DATABASE_URL
// under TEST_DB=postgres, else a throwaway server from the Debian binaries; without either it fails loudly.
let server: PostgresServer | undefined;
let databaseUrl: string;
const processes: TestProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `roomcraft_fanout_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startWebProcess(): Promise<string> {
  const port = await freePort();
  const child = spawnTs('src/main.ts', {
    ROLE: 'web',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    FILES_SIGNING_SECRET: 'fan-out-test-secret-0123456789abcdef',
  });
  processes.push(child);
  await child.waitForOutput(/Roomcraft listening/, 60_000);
  return `http://127.0.0.1:${port}`;
}

/** Signs a new account up and verifies it with the code from the dev mailbox; returns the session cookie. */
async function signUpAndVerify(baseUrl: string): Promise<string> {
  const email = `fan-out-${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const signUp = await post(accountRoutes.signUpEmail.path, {
    email,
    password: 'fan-out-password',
    firstName: 'Fan',
    lastName: 'Out',
  });
  expect(signUp.status).toBe(200);
  const mailbox = (await (
    await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    mails: { text: string }[];
  };
  const otp = mailbox.mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await post(accountRoutes.verifyEmail.path, { email, otp });
  expect(verified.status).toBe(200);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL);
  } else {
    server = await startPostgresServer();
    databaseUrl = server.url;
  }
}, 60_000);

afterAll(async () => {
  for (const child of processes) child.child.kill('SIGTERM');
  await Promise.all(processes.map((child) => child.exited));
  await server?.stop();
}, 30_000);

describe('live updates across processes', () => {
  it('an event published through one web process reaches a tab connected to another', async () => {
    // One after the other: both would race to run the same migrations on the empty database otherwise.
    const first = await startWebProcess();
    const second = await startWebProcess();

    // Live updates are for signed-in tabs: sign up through one process, listen through the other.
    const cookie = await signUpAndVerify(first);
    const tab = await openSseReader({ url: `${second}${eventRoutes.stream.path}`, headers: { cookie } });
    try {
      await tab.waitFor((message) => message.event === 'ready', { timeoutMs: 10_000 });
      const published = await fetch(`${first}/api/dev/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first },
        body: JSON.stringify({ topics: ['announcements', 'ideation:fan-out'] }),
      });
      expect(published.status).toBe(204);
      const event = await tab.waitFor((message) => message.event === 'invalidate', { timeoutMs: 10_000 });
      expect(JSON.parse(event.data ?? '{}')).toEqual({ topics: ['announcements', 'ideation:fan-out'] });
    } finally {
      tab.close();
    }
  }, 120_000);
});
