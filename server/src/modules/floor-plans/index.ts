/** The floor-plans module's public surface: its routes and its job. */
export { floorPlansRoutes } from './floor-plans.routes';
export { floorPlanJobs } from './floor-plans.jobs';
