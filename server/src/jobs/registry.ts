import { emailJobs } from '../providers/email/email.jobs';
import { studioJobs } from '../modules/studio/studio.jobs';
import type { JobRegistry } from './define-job';

/**
 * Every job the app knows. Workers run each of these; `queue.enqueue(name, payload)` is typed by this list.
 * Add a feature's definitions from its `<feature>.jobs.ts`, e.g. `...ideationJobs`.
 */
export const jobRegistry = [...emailJobs, ...studioJobs] as const satisfies JobRegistry;

export type AppJobRegistry = typeof jobRegistry;
