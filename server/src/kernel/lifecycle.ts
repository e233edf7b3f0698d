import type { Logger } from 'pino';

/**
 * Shutdown runs in phases, in this order: long-lived streams first (an open SSE stream would keep the
 * HTTP server from closing), then HTTP (in-flight requests finish), then jobs (in-flight handlers
 * finish), then the database (and the DATA_DIR lock).
 */
export const shutdownPhases = ['streams', 'http', 'jobs', 'database'] as const;
export type ShutdownPhase = (typeof shutdownPhases)[number];

export interface ShutdownHook {
  name: string;
  phase?: ShutdownPhase;
  close: () => Promise<void> | void;
}

export interface Lifecycle {
  /** True from the first shutdown signal on: /api/ready answers 503 so load balancers stop sending. */
  readonly isShuttingDown: boolean;
  /** Registers something to close on shutdown (SSE streams, timers, pools). Default phase: `streams`. */
  onShutdown(hook: ShutdownHook): void;
  /** Runs every hook once, phase by phase; a failing hook is logged and the rest still run. */
  shutdown(reason: string): Promise<void>;
}

export function createLifecycle({ logger }: { logger: Logger }): Lifecycle {
  const hooks: ShutdownHook[] = [];
  let shuttingDown: Promise<void> | undefined;

  const runHooks = async (reason: string) => {
    logger.info({ reason }, 'shutting down');
    for (const phase of shutdownPhases) {
      // Later registrations close first within a phase, like a stack of resources.
      const inPhase = hooks.filter((hook) => (hook.phase ?? 'streams') === phase).reverse();
      await Promise.all(
        inPhase.map(async (hook) => {
          const started = Date.now();
          try {
            await hook.close();
            logger.debug({ hook: hook.name, ms: Date.now() - started }, 'closed');
          } catch (error) {
            logger.error({ err: error, hook: hook.name }, 'shutdown step failed');
          }
        }),
      );
    }
    logger.info('shutdown complete');
  };

  return {
    get isShuttingDown() {
      return shuttingDown !== undefined;
    },
    onShutdown(hook) {
      hooks.push(hook);
    },
    shutdown(reason) {
      shuttingDown ??= runHooks(reason);
      return shuttingDown;
    },
  };
}
