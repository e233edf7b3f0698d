/** The cost-estimation module's public surface: its routes and jobs (the estimator is its own entry). */
export { costEstimationsRoutes } from './cost-estimation.routes';
export { costEstimationJobs } from './cost-estimation.jobs';
/** Read access for projects (sharing module): reads stay scoped to the owner's id. */
export { createCostEstimationRepository, type CostEstimationRepository } from './cost-estimation.repository';
