/** The cost-estimation module's public surface: its routes and jobs (the estimator is its own entry). */
export { costEstimationRoutes } from './cost-estimation.routes';
export { costEstimationJobs } from './cost-estimation.jobs';
