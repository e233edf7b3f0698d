import { accountsRoutes } from '../modules/accounts';
import { billingRoutes } from '../modules/billing';
import { costEstimationsRoutes } from '../modules/cost-estimation';
import { contactRoutes } from '../modules/contact';
import { creditsRoutes } from '../modules/credits';
import { devRoutes } from '../modules/dev';
import { eventsRoutes } from '../modules/events';
import { filesRoutes } from '../modules/files';
import { sharingRoutes } from '../modules/sharing';
import { floorPlansRoutes } from '../modules/floor-plans';
import { studioRoutes } from '../modules/studio';
import { systemRoutes } from '../modules/system';
import type { RouteModule } from '../kernel/routes';

/** Every route module, registered in this order by buildApp. Add new features here. */
export const routeModules: RouteModule[] = [
  { name: 'system', plugin: systemRoutes, servedByWorker: true },
  // Before every feature that reads the session: it decorates the app with the viewer resolver.
  { name: 'accounts', plugin: accountsRoutes },
  { name: 'files', plugin: filesRoutes },
  { name: 'credits', plugin: creditsRoutes },
  { name: 'studio', plugin: studioRoutes },
  { name: 'floor-plans', plugin: floorPlansRoutes },
  { name: 'billing', plugin: billingRoutes },
  { name: 'sharing', plugin: sharingRoutes },
  { name: 'cost-estimation', plugin: costEstimationsRoutes },
  { name: 'events', plugin: eventsRoutes },
  { name: 'contact', plugin: contactRoutes },
  // Development helpers; dev.routes.ts registers nothing in production mode.
  { name: 'dev', plugin: devRoutes },
];
