/** The floor-plans module's public surface: its routes and its job. */
export { floorPlansRoutes } from './floor-plans.routes';
export { floorPlanJobs } from './floor-plans.jobs';
/** Read access for projects (sharing module): reads stay scoped to the owner's id. */
export { createFloorPlansRepository, type FloorPlansRepository } from './floor-plans.repository';
