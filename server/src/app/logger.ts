import { pino, type Logger } from 'pino';
import type { Config } from '../kernel/config';

export type { Logger };

/**
 * The process logger. JSON lines everywhere (what log collectors read); request logs carry `reqId`.
 * Credentials never reach the log.
 */
export function createLogger({ config }: { config: Pick<Config, 'logLevel' | 'nodeEnv'> }): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'roomcraft' },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
