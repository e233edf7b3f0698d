import { ConfigError, loadConfig } from './kernel/config';
import { createLogger } from './app/logger';
import { startServer } from './app/start';

// The process entry: config -> logger -> database (+ migrations) -> queue -> app -> listen, and a graceful
// shutdown on SIGTERM/SIGINT that is forced after SHUTDOWN_TIMEOUT_MS.
async function main() {
  let config;
  try {
    config = loadConfig({ env: process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ config });

  let server;
  try {
    server = await startServer({ config, logger });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.fatal({ err: error }, `Roomcraft could not start: ${message}`);
    process.stderr.write(`Roomcraft could not start: ${message}\n`);
    process.exit(1);
  }

  const stop = (reason: string, exitCode: number) => {
    // A second signal while stopping means "now".
    if (server.deps.lifecycle.isShuttingDown) {
      logger.warn({ reason }, 'second stop request; exiting immediately');
      process.exit(1);
    }
    setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long; forcing exit');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    void server.shutdown(reason).then(() => process.exit(exitCode));
  };
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    stop('uncaught exception', 1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Roomcraft could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
