import { emailJobs } from '../providers/email/email.jobs';
import { studioJobs } from '../modules/studio';
import { floorPlanJobs } from '../modules/floor-plans';
import { costEstimationJobs } from '../modules/cost-estimation';
import type { AppJobRegistry, JobRegistry } from '../kernel/jobs';

/**
 * Every job the app knows. Workers run each of these; `queue.enqueue(name, payload)` is typed by this list.
 * Add a feature's definitions from its `<feature>.jobs.ts`, e.g. `...ideationJobs`.
 */
export const jobRegistry = [
  ...emailJobs,
  ...studioJobs,
  ...floorPlanJobs,
  ...costEstimationJobs,
] as const satisfies JobRegistry;

// Every job here is in the kernel's JobCatalog (which types `deps.queue.enqueue`), and the other way round.
const _catalogMatches: AppJobRegistry[number] extends (typeof jobRegistry)[number] ? true : never = true;
const _registryMatches: (typeof jobRegistry)[number] extends AppJobRegistry[number] ? true : never = true;
