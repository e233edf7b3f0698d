import type { DatabaseHandle } from '../../db/client';
import type { SystemRepository } from './system.repository';

const pingTimeoutMs = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready means: not shutting down, the database answers `select 1`, and the job queue is started.
 * Orchestrators and the e2e harness wait on this before sending traffic.
 */
export async function checkReadiness({
  database,
  queue,
  lifecycle,
}: {
  database: Pick<DatabaseHandle, 'ping'>;
  queue: { readonly isStarted: boolean };
  lifecycle: { readonly isShuttingDown: boolean };
}) {
  const databaseOk = await withTimeout(database.ping(), pingTimeoutMs).then(
    () => true,
    () => false,
  );
  const checks = { database: databaseOk, queue: queue.isStarted };
  const isReady = !lifecycle.isShuttingDown && checks.database && checks.queue;
  return { isReady, checks };
}

/** Remembers which version last started on this database (support questions, future upgrade steps). */
export async function recordStartup({
  systemRepository,
  version,
  now = new Date(),
}: {
  systemRepository: SystemRepository;
  version: string;
  now?: Date;
}) {
  await systemRepository.setMeta({ key: 'last_started_version', value: version });
  await systemRepository.setMeta({ key: 'last_started_at', value: now.toISOString() });
}
