/** The system module's public surface: health, readiness, version and start-up records. */
export { systemRoutes } from './system.routes';
export { createSystemRepository } from './system.repository';
export { recordStartup } from './system.usecases';
