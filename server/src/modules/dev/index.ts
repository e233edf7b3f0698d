/** Development helpers (mailbox); registers nothing in production. */
export { devRoutes } from './dev.routes';
