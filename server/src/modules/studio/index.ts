/** The studio module's public surface: rooms, uploads and ideation (routes and jobs). */
export { studioRoutes } from './studio.routes';
export { studioJobs } from './studio.jobs';
