/** The studio module's public surface: rooms, uploads and ideation (routes and jobs). */
export { studioRoutes } from './studio.routes';
export { studioJobs } from './studio.jobs';
/** For other modules that price or describe a user's room images (cost estimation). */
export { createRoomsRepository, type RoomsRepository } from './rooms/rooms.repository';
export { getOwnRoomOrThrow } from './rooms/rooms.usecases';
export type { RoomImageRow } from './studio.table';
