/** The logger every module receives (pino); app/logger.ts creates it. */
export type { Logger } from 'pino';
