/** The studio module's public surface: rooms, uploads and ideation (routes and jobs). */
export { studioRoutes } from './studio.routes';
export { studioJobs } from './studio.jobs';
/** Uploads of each user: other modules accept only the caller's own storage ids. */
export { createUploadsRepository, type UploadsRepository } from './upload/upload.repository';
