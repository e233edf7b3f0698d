import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountRoutes } from '@roomcraft/contracts/accounts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildDeps } from '../src/app/deps';
import { buildApp } from '../src/app/http';
import { openDatabase } from '../src/db/client';
import { parseConfig, type Config } from '../src/kernel/config';
import type { Deps } from '../src/kernel/deps';
import { grantCredits } from '../src/modules/credits';
import { createEmailRepository } from '../src/providers/email/email.repository';

/** The whole app in this process on a fresh PGlite: HTTP through `app.inject`, the job worker running. */
export interface InProcessApp {
  app: FastifyInstance;
  deps: Deps;
  close(): Promise<void>;
}

/**
 * Bench sections that time a user's flow end to end (POST until the job stored its result) start the app
 * the same way: embedded database in a temporary folder, no web build, rate limits out of the way.
 */
export async function startInProcessApp(name: string): Promise<InProcessApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `roomcraft-bench-${name}-`));
  const logger = pino({ level: 'silent' });
  const parsed = parseConfig({
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
    },
  });
  const config: Config = { ...parsed, filesSigningSecret: randomBytes(32).toString('base64url') };
  const database = await openDatabase({ config, logger });
  const deps = await buildDeps({ config, logger, database });
  const app = await buildApp({ config, deps });
  await deps.queue.start();
  await deps.queue.work({ deps });
  return {
    app,
    deps,
    async close() {
      await app.close();
      await deps.lifecycle.shutdown('bench finished');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/**
 * A verified user made through the real sign-up routes (the code read from the outbox), holding
 * `premiumCredits` so that every mode the section times can be paid for.
 */
export async function signedUpUser(
  { app, deps }: InProcessApp,
  { premiumCredits = 100 }: { premiumCredits?: number } = {},
): Promise<{ cookie: string; userId: string }> {
  const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  await app.inject({
    method: 'POST',
    url: accountRoutes.signUpEmail.path,
    payload: { email, password: 'correct-horse-battery', firstName: 'Bench', lastName: 'Mark' },
  });
  const { mails } = await createEmailRepository({ db: deps.database.db }).listRecent({ limit: 1, to: email });
  const otp = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await app.inject({
    method: 'POST',
    url: accountRoutes.verifyEmail.path,
    payload: { email, otp },
  });
  if (verified.statusCode !== 200) throw new Error(`sign-up failed: ${verified.body}`);
  const userId = (verified.json() as { user: { id: string } }).user.id;
  await grantCredits({
    ...deps,
    userId,
    kind: 'admin_grant',
    pool: 'premium',
    amount: premiumCredits,
    reference: 'bench',
  });
  return { cookie: cookieOf(verified), userId };
}

/** Uploads image bytes as the user; returns the storage id the studio routes take. */
export async function uploadImage(app: FastifyInstance, cookie: string, bytes: Buffer): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/upload-image',
    payload: bytes,
    headers: { cookie, 'content-type': 'image/jpeg' },
  });
  if (answer.statusCode !== 200) throw new Error(`upload failed: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { storageId: string }).storageId;
}

/** Uploads a room photo and makes a room of it; returns its room image id. */
export async function createRoom(app: FastifyInstance, cookie: string, photo: Buffer): Promise<string> {
  const storageId = await uploadImage(app, cookie, photo);
  const room = await app.inject({
    method: 'POST',
    url: '/api/rooms',
    payload: { storageId },
    headers: { cookie },
  });
  if (room.statusCode !== 200) throw new Error(`room failed: ${room.statusCode} ${room.body}`);
  return (room.json() as { roomImageId: string }).roomImageId;
}

/**
 * Polls `readStatus` until it says completed; throws on failed or after `timeoutMs`, naming `label`.
 * The interval is short because the poll is part of what a sample measures.
 */
export async function waitUntilCompleted(
  readStatus: () => Promise<{ status?: string; error?: string | null }>,
  {
    label,
    startedAt,
    timeoutMs = 60_000,
    intervalMs = 10,
  }: {
    label: string;
    startedAt: number;
    timeoutMs?: number;
    intervalMs?: number;
  },
): Promise<void> {
  for (;;) {
    const { status, error } = await readStatus();
    if (status === 'completed') return;
    if (status === 'failed') throw new Error(`${label} failed: ${error ?? 'no reason given'}`);
    if (performance.now() - startedAt > timeoutMs) throw new Error(`${label} took over ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
