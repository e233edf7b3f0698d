/** The studio module's public surface: rooms, uploads and ideation (routes and jobs). */
export { studioRoutes } from './studio.routes';
export { studioJobs } from './studio.jobs';
// Read access for sharing and projects (ADR 022): every read stays scoped to the owner's id.
export { createRoomImagesRepository, type RoomImagesRepository } from './rooms/rooms.repository';
export { createIdeasRepository, type IdeasRepository } from './ideation/ideas.repository';
export { createIdeationRepository, type IdeationRepository } from './ideation/ideation.repository';
/** Uploads of each user: other modules accept only the caller's own storage ids. */
export { createUploadsRepository, type UploadsRepository } from './upload/upload.repository';
/** For other modules that price or describe a user's room images (cost estimation). */
export { getOwnRoomImageOrThrow } from './rooms/rooms.usecases';
export type { RoomImageRow } from './studio.table';
