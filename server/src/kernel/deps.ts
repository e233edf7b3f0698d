import type { Logger } from 'pino';
import type { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { DesignEngine } from '../engine';
import type { DatabaseHandle } from '../db/client';
import type { AccountsAuth } from '../modules/accounts/auth/auth.instance';
import type { EventBus } from '../modules/events/events.port';
import type { EmailPort } from '../providers/email/email.port';
import type { PaymentsPort } from '../providers/payments/payments.port';
import type { StoragePort } from '../providers/storage/storage.port';
import type { Config } from './config';
import type { Lifecycle } from './lifecycle';

/**
 * Everything routes and job handlers use, built once by `buildDeps` (app/deps.ts). Use cases receive only
 * what they use (`createRoomImage({ input, userId, roomImagesRepository, storage })`), never the whole object.
 * The job types live in this file too: a job run carries `Deps` and `Deps` carries the queue, and two
 * files would import each other.
 */
export interface Deps {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  queue: JobQueue<AppJobRegistry>;
  lifecycle: Lifecycle;
  storage: StoragePort;
  /** Publishes live-update topics to every process's SSE streams. */
  events: EventBus;
  email: EmailPort;
  /** better-auth (accounts module): sessions, sign-up, codes. Routes read `request.viewer` instead. */
  auth: AccountsAuth;
  /** Checkout and webhooks: Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout. */
  payments: PaymentsPort;
  /** The design engine (analyse, ideate, render...): the local engine, plus providers once keys are set. */
  engine: DesignEngine;
}

/** What every handler may use; it builds repositories from these and calls a use case. */
export type JobDeps = Deps;

export interface JobRetryPolicy {
  /** Retries after the first attempt (0 = run once). */
  limit: number;
  /** Delay before a retry; with `backoff` the first delay, doubling (with jitter) each time. */
  delaySeconds: number;
  backoff?: boolean;
  /** Upper bound for backed-off delays. */
  maxDelaySeconds?: number;
}

export interface JobInterruption<TPayload> {
  payload: TPayload;
  job: { id: string; name: string };
  deps: JobDeps;
  logger: Logger;
}

export interface JobRun<TPayload> {
  /** Parsed by the definition's schema before the handler runs. */
  payload: TPayload;
  job: { id: string; name: string; /** 1 on the first run, 2 on the first retry, ... */ attempt: number };
  deps: JobDeps;
  /** Child logger with the job id and name. */
  logger: Logger;
  /** Aborted when the worker shuts down past its grace period; long handlers should stop early. */
  signal: AbortSignal;
}

export interface JobDefinition<TName extends string = string, TSchema extends z.ZodType = z.ZodType> {
  /** `feature.verb-noun`, e.g. `ideation.generate-ideas`. */
  name: TName;
  /** Payloads carry ids, not blobs, and must survive a JSON round trip. */
  payload: TSchema;
  // Method syntax on purpose: it keeps a definition with a specific payload assignable to the registry's
  // JobDefinition<string, ZodType> list.
  handler(run: JobRun<z.output<TSchema>>): Promise<void>;
  retry?: JobRetryPolicy;
  /** A run still active after this long counts as crashed and is retried (default 15 min). */
  expireInSeconds?: number;
  /**
   * Called once when a run was cut off because its worker stopped (killed, crashed, or shut down
   * mid-run) and the job is handed back to the queue, before its retry starts: e.g. to tell the user
   * the work resumes. Must be idempotent (a retry may find the job already marked).
   */
  onInterrupted?(run: JobInterruption<z.output<TSchema>>): Promise<void>;
  /**
   * Called once when the job failed for good without its handler's own failure path: its worker stopped
   * (killed, crashed) on the last attempt, or it timed out (`expireInSeconds`). Jobs that hold credits
   * use it to mark their work failed and give the credits back. Must be idempotent (it runs again if it
   * throws, and the handler's own failure path may have run too).
   */
  onFailed?(run: JobInterruption<z.output<TSchema>>): Promise<void>;
  /** Parallel runs of this job per worker process (default 1). */
  concurrency?: number;
}

export type AnyJobDefinition = JobDefinition<string, z.ZodType>;
export type JobRegistry = readonly AnyJobDefinition[];
export type JobName<R extends JobRegistry> = R[number]['name'];
export type JobPayloadInput<R extends JobRegistry, N extends JobName<R>> = z.input<
  Extract<R[number], { name: N }>['payload']
>;

export interface EnqueueOptions {
  /** At most one queued job per key (idempotent enqueue). */
  singletonKey?: string;
  startAfterSeconds?: number;
  priority?: number;
}

export interface JobQueue<R extends JobRegistry> {
  readonly isStarted: boolean;
  /** Connects, installs or migrates the pg-boss schema, and creates a queue per registered job. */
  start(): Promise<void>;
  /**
   * Validates `payload` with the job's schema (throws JobPayloadInvalidError) and stores the job. Returns
   * its id, or null when a job with the same singletonKey is already queued.
   */
  enqueue<N extends JobName<R>>(
    name: N,
    payload: JobPayloadInput<R, N>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Starts running handlers in this process (worker role). */
  work({ deps }: { deps: JobDeps }): Promise<void>;
  /** Stops; `graceful` lets in-flight handlers finish for up to `timeoutMs`, then they are failed and retried. */
  stop({ graceful, timeoutMs }: { graceful: boolean; timeoutMs: number }): Promise<void>;
  /** The underlying pg-boss instance (tests, admin tools). Undefined before start(). */
  readonly boss: PgBoss | undefined;
}

/**
 * Every job the app runs, keyed by feature. Each `<feature>.jobs.ts` adds its list by declaration merging
 * (`declare module '../../kernel/deps' { interface JobCatalog { email: typeof emailJobs } }`), so `Deps`
 * can type `queue.enqueue` without the kernel importing any feature (which would be an import circle).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobCatalog {}

export type AppJobRegistry = readonly JobCatalog[keyof JobCatalog][number][];
