import { sql } from 'drizzle-orm';
import { PgBoss, fromPglite, type ConstructorOptions, type JobResult, type Queue } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import {
  JobPayloadInvalidError,
  PermanentJobError,
  type AnyJobDefinition,
  type JobDeps,
  type JobQueue,
  type JobRegistry,
} from '../kernel/jobs';

export interface JobQueueOptions {
  /** How often idle workers look for due jobs when NOTIFY is unavailable (seconds, >= 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * Backstop poll while NOTIFY works. It also bounds how late a retry becomes visible after its back-off
   * delay, since a retry coming due sends no notification (seconds, >= 0.5).
   */
  notifyPollingIntervalSeconds?: number;
  /** How often expired (crashed) jobs are detected and queue maintenance runs (seconds, >= 1). */
  superviseIntervalSeconds?: number;
  /** pg-boss schema name. */
  schema?: string;
}

const jobNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*\.[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Start-up check: every registered job is well-formed and has a handler. */
export function assertValidRegistry(registry: JobRegistry): void {
  const seen = new Set<string>();
  for (const definition of registry as readonly Partial<AnyJobDefinition>[]) {
    const name = String(definition.name);
    if (!jobNamePattern.test(name)) {
      throw new Error(`Job name "${name}" must look like "feature.verb-noun" (lowercase, dot, dashes).`);
    }
    if (seen.has(name)) throw new Error(`Job "${name}" is registered twice in jobs/registry.ts.`);
    seen.add(name);
    if (typeof definition.handler !== 'function') {
      throw new Error(
        `Job "${name}" has no handler. Give its defineJob() a handler, or remove it from jobs/registry.ts.`,
      );
    }
    if (typeof definition.payload?.safeParse !== 'function') {
      throw new Error(`Job "${name}" has no zod payload schema.`);
    }
  }
}

function queueOptions(definition: AnyJobDefinition): Omit<Queue, 'name'> {
  const retry = definition.retry;
  return {
    // Workers wake on NOTIFY (send -> handler in milliseconds) instead of waiting for the next poll.
    notify: true,
    retryLimit: retry?.limit ?? 2,
    retryDelay: retry?.delaySeconds ?? 5,
    retryBackoff: retry?.backoff ?? true,
    ...(retry?.maxDelaySeconds === undefined ? {} : { retryDelayMax: retry.maxDelaySeconds }),
    expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    // A running job's worker refreshes it every heartbeatSeconds / 2; when a killed process stops doing
    // so, the supervisor hands the job to a live worker (stale after 10 s, checked every 5 s, retried
    // after its delay: within 30 s) instead of waiting out expireInSeconds.
    heartbeatSeconds: jobHeartbeatSeconds,
  };
}

/** pg-boss needs at least 10. Long synchronous work must not block the event loop this long. */
const jobHeartbeatSeconds = 10;
const defaultSuperviseIntervalSeconds = 5;

/** The output stored on a job that the recovery sweep takes from a worker that is gone. */
const workerStoppedMessage = 'worker stopped (restart or crash)';
/**
 * Outputs of a run cut off by its worker stopping: ours, pg-boss's heartbeat supervisor's, and pg-boss's
 * graceful stop failing what was still running when the shutdown timeout ran out.
 */
const interruptedOutputs = [workerStoppedMessage, 'job heartbeat timeout', 'pg-boss shut down while active'];
/**
 * Outputs of a job that failed for good without its handler's own failure path: cut off on its last
 * attempt, or timed out (pg-boss's expiry). The handler's failures carry its error's message instead.
 */
const finalFailureOutputs = [...interruptedOutputs, 'job timed out'];
/** Set in a failed job's output once onFailed ran for it, so it runs once per job. */
const failureHandledKey = 'roomcraftFailureHandled';
const handledKey = sql.raw(`'${failureHandledKey}'`);
/**
 * The sweep runs every supervise interval while jobs are in flight (anywhere, or this process ran or
 * enqueued one within `busyWindowMs`, or it just started), else once per `idleSweepMs`.
 */
const busyWindowMs = 60_000;
const idleSweepMs = 60_000;

function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`);
}

/**
 * The typed job queue on pg-boss: embedded on the app's PGlite instance, or its own pool on PostgreSQL.
 * Fails at once if the registry is malformed (a job without a handler, a duplicate name).
 */
export function createJobQueue<const R extends JobRegistry>({
  database,
  registry,
  logger,
  options = {},
}: {
  database: DatabaseHandle;
  registry: R;
  logger: Logger;
  options?: JobQueueOptions;
}): JobQueue<R> {
  assertValidRegistry(registry);
  const definitions = new Map<string, AnyJobDefinition>(
    registry.map((definition) => [definition.name, definition]),
  );
  const log = logger.child({ component: 'jobs' });
  const schema = options.schema ?? 'pgboss';
  let boss: PgBoss | undefined;
  let started = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  /** This process's pg-boss worker per job name, to wake it for a job handed back. */
  const workerIds = new Map<string, string>();
  let sweeping: Promise<void> | undefined;
  /** Jobs this process is running: alive whatever their heartbeat says (a long render can delay it). */
  const running = new Set<string>();
  /** `id:retryCount` of interrupted runs whose onInterrupted already ran in this process. */
  let reported = new Set<string>();
  /** The last time this process enqueued or ran a job or the sweep saw one in flight (start counts). */
  let lastActivityAt = Date.now();
  let lastSweepAt = 0;

  /**
   * Hands runs of workers that are gone back to the queue at once, tells each job's onInterrupted, and
   * runs onFailed for jobs that ended failed without their handler's failure path (ADR 028, 040).
   * `orphanedAtStart`: every active run belongs to a dead process. True at start-up on PGlite, which one
   * process at a time opens (the data dir lock); on PostgreSQL other live processes may be running jobs,
   * so only runs whose heartbeat stopped count, as for pg-boss's own supervisor.
   * One query when there is nothing to do; a second only after it failed a dead run.
   */
  const recoverInterrupted = async ({
    deps,
    orphanedAtStart,
  }: {
    deps: JobDeps;
    orphanedAtStart: boolean;
  }) => {
    const current = boss;
    if (!current || !started) return;
    lastSweepAt = Date.now();
    const table = sql.identifier(schema);
    const names = sql.join(
      [...definitions.keys()].map((name) => sql`${name}`),
      sql`, `,
    );
    const dead = orphanedAtStart
      ? sql`true`
      : sql`coalesce(heartbeat_on, started_on) + make_interval(secs => coalesce(heartbeat_seconds, ${jobHeartbeatSeconds})) < now()`;
    const listOf = (messages: readonly string[]) =>
      sql.join(
        messages.map((message) => sql`${message}`),
        sql`, `,
      );
    type Row = {
      id: string;
      name: string;
      data: unknown;
      state: 'active' | 'retry' | 'failed';
      retryCount: number;
      reason: string | null;
      dead: boolean;
    };
    const read = async () =>
      (
        await database.db.execute(
          sql`select id, name, data, state, retry_count as "retryCount", reason, (state = 'active' and ${dead}) as dead
              from (
                select *, coalesce(output->>'message', output->'value'->>'message', output->>'value') as reason
                from ${table}.job where name in (${names}) and state in ('active', 'retry', 'failed')
              ) as job
              where state = 'active'
                or (state = 'retry' and reason in (${listOf(interruptedOutputs)}))
                or (state = 'failed' and reason in (${listOf(finalFailureOutputs)})
                    and jsonb_typeof(output) = 'object' and output->${handledKey} is null)`,
        )
      ).rows as Row[];
    let rows = await read();
    // Any job in flight anywhere: keep looking every few seconds until none is (see `work`).
    if (rows.length > 0) lastActivityAt = Date.now();

    let handedBack = false;
    for (const row of rows) {
      if (row.state !== 'active' || !row.dead || running.has(row.id)) continue;
      // Fenced on the attempt: a run that finished or was failed meanwhile is left as it is.
      const failed = await current.fail(row.name, [{ id: row.id, retryCount: row.retryCount }], {
        message: workerStoppedMessage,
      });
      // pg-boss's CommandResponse type is empty; the object carries `affected` (jobs it changed).
      if ((failed as { affected?: number }).affected) {
        handedBack = true;
        log.warn({ jobId: row.id, job: row.name }, 'job of a stopped worker handed back to the queue');
      }
    }
    if (handedBack) rows = await read();

    const seen = new Set<string>();
    for (const row of rows) {
      if (row.state === 'active') continue;
      const definition = definitions.get(row.name);
      // A run of this very process that pg-boss took for dead (a long render held the event loop past the
      // heartbeat) is still going: its retry waits out the back-off as usual, and a final failure waits
      // until the handler returns.
      if (!definition || running.has(row.id)) continue;
      const parsed = definition.payload.safeParse(row.data);
      const jobLog = log.child({ jobId: row.id, job: row.name });
      const run = () =>
        parsed.success
          ? { payload: parsed.data, job: { id: row.id, name: row.name }, deps, logger: jobLog }
          : undefined;
      if (row.state === 'failed') {
        // The last attempt's worker stopped or it timed out: the handler's own failure path never ran.
        const interruption = run();
        try {
          if (definition.onFailed && interruption) await definition.onFailed(interruption);
          await database.db.execute(
            sql`update ${table}.job set output = output || jsonb_build_object(${handledKey}, true)
                where id = ${row.id}::uuid and name = ${row.name} and state = 'failed'`,
          );
          jobLog.warn({ reason: row.reason }, 'job failed for good without its handler; onFailed ran');
        } catch (error) {
          // Left unmarked: the next sweep tries again (onFailed is idempotent).
          jobLog.error({ err: error }, 'onFailed failed');
        }
        continue;
      }
      const key = `${row.id}:${row.retryCount}`;
      seen.add(key);
      if (reported.has(key)) continue;
      reported.add(key);
      const interruption = run();
      if (definition.onInterrupted && interruption) {
        // First, so that the retry's own progress comes after what this writes.
        try {
          await definition.onInterrupted(interruption);
        } catch (error) {
          jobLog.error({ err: error }, 'onInterrupted failed');
        }
      }
      // The retry back-off is for failures that may pass; a run whose process is gone can go again at
      // once. A heartbeat timeout may also be a live process held up elsewhere: that one keeps its delay.
      if (row.reason === 'job heartbeat timeout') continue;
      await database.db.execute(
        sql`update ${table}.job set start_after = now()
            where id = ${row.id}::uuid and state = 'retry' and start_after > now()`,
      );
      const workerId = workerIds.get(row.name);
      if (workerId) current.notifyWorker(workerId);
    }
    reported = new Set([...reported].filter((key) => seen.has(key)));
  };

  const sweep = (deps: JobDeps, orphanedAtStart: boolean) => {
    sweeping ??= recoverInterrupted({ deps, orphanedAtStart })
      .catch((error: unknown) => log.error({ err: error }, 'recovering interrupted jobs failed'))
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  };

  const bossOptions = (): ConstructorOptions => {
    const common: ConstructorOptions = {
      schema: options.schema ?? 'pgboss',
      useListenNotify: true,
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? defaultSuperviseIntervalSeconds,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? defaultSuperviseIntervalSeconds,
    };
    if (database.pglite) return { ...common, db: fromPglite(database.pglite), backend: 'pglite' };
    if (!database.connectionString)
      throw new Error('The job queue needs PGlite or a PostgreSQL connection string.');
    return {
      ...common,
      connectionString: database.connectionString,
      max: 4,
      application_name: 'roomcraft-jobs',
    };
  };

  const runOne = async (
    definition: AnyJobDefinition,
    job: { id: string; name: string; data: unknown; retryCount: number; signal: AbortSignal },
    deps: JobDeps,
  ): Promise<JobResult> => {
    const attempt = job.retryCount + 1;
    const jobLog = log.child({ jobId: job.id, job: job.name, attempt });
    const parsed = definition.payload.safeParse(job.data);
    if (!parsed.success) {
      // Retrying cannot fix a payload the current code does not understand.
      const message = new JobPayloadInvalidError(job.name, describeIssues(parsed.error)).message;
      jobLog.error({ issues: parsed.error.issues }, 'job payload invalid; failing without retry');
      return { id: job.id, status: 'deadletter', output: { message } };
    }
    const started = Date.now();
    lastActivityAt = started;
    running.add(job.id);
    try {
      await definition.handler({
        payload: parsed.data,
        job: { id: job.id, name: job.name, attempt },
        deps,
        logger: jobLog,
        signal: job.signal,
      });
      jobLog.info({ ms: Date.now() - started }, 'job completed');
      return { id: job.id, status: 'completed' };
    } catch (error) {
      if (error instanceof PermanentJobError) {
        jobLog.error({ err: error, ms: Date.now() - started }, 'job failed permanently');
        return { id: job.id, status: 'deadletter', output: { message: error.message } };
      }
      jobLog.warn({ err: error, ms: Date.now() - started }, 'job failed; retried while attempts remain');
      throw error;
    } finally {
      running.delete(job.id);
      lastActivityAt = Date.now();
    }
  };

  return {
    get isStarted() {
      return started;
    },
    get boss() {
      return boss;
    },

    async start() {
      if (started) return;
      boss = new PgBoss(bossOptions());
      // pg-boss reports background failures (maintenance, lost connections) as events; unhandled, an
      // 'error' event would crash the process.
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
      boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
      await boss.start();
      for (const definition of definitions.values()) {
        const queue = queueOptions(definition);
        await boss.createQueue(definition.name, queue);
        // createQueue keeps an existing queue as it was; bring its retry policy up to date.
        await boss.updateQueue(definition.name, queue);
      }
      started = true;
      log.info({ jobs: [...definitions.keys()] }, 'job queue started');
    },

    async enqueue(name, payload, enqueueOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`Job "${name}" is not in jobs/registry.ts.`);
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw new JobPayloadInvalidError(name, describeIssues(parsed.error));
      if (!boss || !started) throw new Error(`Cannot enqueue "${name}": the job queue is not started.`);
      lastActivityAt = Date.now();
      return boss.send(name, parsed.data as object, {
        ...(enqueueOptions.singletonKey === undefined ? {} : { singletonKey: enqueueOptions.singletonKey }),
        ...(enqueueOptions.startAfterSeconds === undefined
          ? {}
          : { startAfter: enqueueOptions.startAfterSeconds }),
        ...(enqueueOptions.priority === undefined ? {} : { priority: enqueueOptions.priority }),
      });
    },

    async work({ deps }) {
      if (!boss || !started) throw new Error('Start the job queue before work().');
      const current = boss;
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
      // pg-boss requires the NOTIFY backstop to be no faster than the plain poll.
      const notifyPollingIntervalSeconds = Math.max(
        options.notifyPollingIntervalSeconds ?? 5,
        pollingIntervalSeconds,
      );
      // Runs a stopped worker left behind go back to the queue now, within seconds of a restart (before
      // this process's workers start, whose own runs would otherwise count as orphaned on PGlite).
      await sweep(deps, !!database.pglite);
      for (const definition of definitions.values()) {
        const workerId = await current.work(
          definition.name,
          {
            batchSize: 1,
            // Per-job results let an unparsable payload fail for good instead of burning its retries.
            perJobResults: true,
            localConcurrency: definition.concurrency ?? 1,
            pollingIntervalSeconds,
            notifyPollingIntervalSeconds,
          },
          async (jobs) => Promise.all(jobs.map((job) => runOne(definition, job, deps))),
        );
        workerIds.set(definition.name, workerId);
      }
      log.info('job workers running');
      // Runs a stopped worker left behind keep being looked for while this worker runs: every few seconds
      // while jobs are in flight or this process just started (it may replace one that died), else once a
      // minute, so an idle server does not query the job table every few seconds.
      const everyMs = (options.superviseIntervalSeconds ?? defaultSuperviseIntervalSeconds) * 1000;
      lastActivityAt = Date.now();
      sweepTimer = setInterval(() => {
        const now = Date.now();
        const busy = running.size > 0 || now - lastActivityAt < busyWindowMs;
        if (busy || now - lastSweepAt >= idleSweepMs) void sweep(deps, false);
      }, everyMs);
      sweepTimer.unref();
    },

    async stop({ graceful, timeoutMs }) {
      if (!boss) return;
      const current = boss;
      started = false;
      clearInterval(sweepTimer);
      sweepTimer = undefined;
      workerIds.clear();
      await sweeping;
      await current.stop({ graceful, timeout: timeoutMs, close: true });
      boss = undefined;
    },
  };
}
