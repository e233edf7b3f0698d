import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDeps, createTestLogger } from '../../../test/app';
import { createTestDb, type TestDb } from '../../../test/test-db';
import type { Deps } from '../../kernel/deps';
import { PermanentJobError } from '../../kernel/jobs';
import { createJobQueue } from '../../jobs/queue';
import type { JobQueue } from '../../kernel/jobs';
import { emailDeliverJob } from './email.jobs';
import { createOutboxEmail, requeueStalePendingMail } from './email.outbox';
import type { EmailPort } from './email.port';
import { createEmailRepository, type EmailRepository } from './email.repository';
import { emailOutbox } from './email.table';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';

// Short retry delay so the queue's retry is observable within a test; the handler is the real one.
const testDeliverJob = { ...emailDeliverJob, retry: { limit: 2, delaySeconds: 1, backoff: false } };

describe('email outbox delivered by the email.deliver job', () => {
  let testDb: TestDb;
  let smtp: TestSmtpServer;
  let deps: Deps;
  let closeDeps: () => Promise<void>;
  let queue: JobQueue<readonly [typeof testDeliverJob]>;
  let repository: EmailRepository;
  let email: EmailPort;

  beforeAll(async () => {
    testDb = await createTestDb();
    smtp = await startTestSmtpServer();
    const testDeps = await createTestDeps({ testDb, startQueue: false, env: { SMTP_URL: smtp.url } });
    deps = testDeps.deps;
    closeDeps = testDeps.close;
    queue = createJobQueue({
      database: testDb.database,
      registry: [testDeliverJob] as const,
      logger: createTestLogger(),
      options: { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 },
    });
    await queue.start();
    await queue.work({ deps });
    repository = createEmailRepository({ db: testDb.database.db });
    email = createOutboxEmail({
      repository,
      enqueueDelivery: ({ outboxId }) =>
        queue.enqueue('email.deliver', { outboxId }, { singletonKey: outboxId }),
    });
  });
  afterAll(async () => {
    await queue.stop({ graceful: false, timeoutMs: 1_000 });
    await closeDeps();
    await smtp.close();
    await testDb.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.rejectRecipients(undefined);
  });

  const statusOf = async (outboxId: string) => (await repository.findMail({ id: outboxId })).mail;

  it('records the mail, then delivers it over SMTP with recipient, subject and body intact', async () => {
    const { outboxId } = await email.send({
      to: 'ana@example.com',
      subject: 'Your Roomcraft code',
      text: 'Your verification code is 482913.',
      html: '<p>Your verification code is <b>482913</b>.</p>',
    });
    await waitUntil(async () => (await statusOf(outboxId))?.status === 'sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      envelopeTo: ['ana@example.com'],
      subject: 'Your Roomcraft code',
      text: 'Your verification code is 482913.',
      messageId: `<${outboxId}@roomcraft.local>`,
    });
    expect(smtp.received[0]?.from).toContain('no-reply@roomcraft.local');
    expect(smtp.received[0]?.html).toContain('<b>482913</b>');
    const row = await statusOf(outboxId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('records a temporary SMTP rejection and delivers on the queue retry', async () => {
    smtp.rejectRecipients({ code: 451, message: 'Greylisted, try again later' });
    const { outboxId } = await email.send({ to: 'bo@example.com', subject: 'Welcome', text: 'Hello Bo' });
    await waitUntil(async () => (await statusOf(outboxId))?.status === 'failed');
    const failed = await statusOf(outboxId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.lastError).toContain('451');

    smtp.rejectRecipients(undefined);
    await waitUntil(async () => (await statusOf(outboxId))?.status === 'sent');
    expect(await statusOf(outboxId)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Welcome']);
  });

  it('never sends a mail twice, however often its delivery runs', async () => {
    const { outboxId } = await email.send({ to: 'cy@example.com', subject: 'Once only', text: 'Just once' });
    await waitUntil(async () => (await statusOf(outboxId))?.status === 'sent');
    await queue.enqueue('email.deliver', { outboxId });
    await runHandler(outboxId);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.filter((mail) => mail.subject === 'Once only')).toHaveLength(1);
    expect(await statusOf(outboxId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives up at once on a permanent rejection and keeps the reason on the row', async () => {
    smtp.rejectRecipients({ code: 550, message: 'No such mailbox' });
    const { mail } = await repository.insertMail({ to: 'nobody@example.com', subject: 'Hi', text: 'Hi' });
    await expect(runHandler(mail.id)).rejects.toBeInstanceOf(PermanentJobError);
    const row = await statusOf(mail.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('550');
  });

  it('delivers a mail whose job was never queued once the sweep finds it, and leaves fresh mails alone', async () => {
    // As if the queue had been down when the mail was written: the row exists, no job does.
    const { mail: stranded } = await repository.insertMail({
      to: 'stranded@example.com',
      subject: 'Your Roomcraft code',
      text: 'Your verification code is 105938.',
    });
    await testDb.database.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(emailOutbox.id, stranded.id));
    const { mail: fresh } = await repository.insertMail({
      to: 'fresh@example.com',
      subject: 'Just written',
      text: 'Its own enqueue is still on the way.',
    });
    const enqueueDelivery = ({ outboxId }: { outboxId: string }) =>
      queue.enqueue('email.deliver', { outboxId }, { singletonKey: outboxId });

    expect(await requeueStalePendingMail({ repository, enqueueDelivery })).toEqual({ requeued: 1 });
    await waitUntil(async () => (await statusOf(stranded.id))?.status === 'sent');
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['stranded@example.com']]);
    expect((await statusOf(fresh.id))?.status).toBe('pending');
    // Once sent, a later sweep has nothing left to do for it.
    expect(await requeueStalePendingMail({ repository, enqueueDelivery })).toEqual({ requeued: 0 });
    await testDb.database.db.delete(emailOutbox).where(eq(emailOutbox.id, fresh.id));
  });

  it('lists recent mails newest first, optionally for one recipient', async () => {
    const first = await repository.insertMail({ to: 'list@example.com', subject: 'First', text: 'one' });
    const second = await repository.insertMail({ to: 'list@example.com', subject: 'Second', text: 'two' });
    await repository.insertMail({ to: 'other@example.com', subject: 'Other', text: 'three' });
    const { mails } = await repository.listRecent({ limit: 2, to: 'list@example.com' });
    expect(mails.map((mail) => mail.id)).toEqual([second.mail.id, first.mail.id]);
    const { mails: latest } = await repository.listRecent({ limit: 1 });
    expect(latest.map((mail) => mail.subject)).toEqual(['Other']);
  });

  const runHandler = (outboxId: string) =>
    emailDeliverJob.handler({
      payload: { outboxId },
      job: { id: 'direct-run', name: 'email.deliver', attempt: 1 },
      deps,
      logger: createTestLogger(),
      signal: new AbortController().signal,
    });
});

describe('email outbox without SMTP_URL', () => {
  let testDb: TestDb;
  let close: () => Promise<void>;
  let deps: Deps;
  beforeAll(async () => {
    testDb = await createTestDb();
    const testDeps = await createTestDeps({ testDb, startQueue: false });
    deps = testDeps.deps;
    close = testDeps.close;
  });
  afterAll(async () => {
    await close();
    await testDb.close();
  });
  it('marks the mail sent through the log transport, so the dev mailbox is the inbox', async () => {
    const repository = createEmailRepository({ db: testDb.database.db });
    const { mail } = await repository.insertMail({ to: 'dev@example.com', subject: 'Local', text: 'Hello' });
    await emailDeliverJob.handler({
      payload: { outboxId: mail.id },
      job: { id: 'direct-run', name: 'email.deliver', attempt: 1 },
      deps,
      logger: createTestLogger(),
      signal: new AbortController().signal,
    });
    expect((await repository.findMail({ id: mail.id })).mail).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
